import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { paths as NotificationsPaths } from '@church/contracts-notifications';
import { getNotificationsQueryOptions, moduleApi, useDataAccess } from '@church/data-access';
import { churchAccountAtom, useAtomValue } from '@church/state';

/** How many notifications the member has (the latest 30), for the header's slot beside "Notifications"; nothing while unknown or none. */
export function NotificationsCount() {
  const { t } = useLingui();
  const { clients } = useDataAccess();
  const churchAccount = useAtomValue(churchAccountAtom);
  const notifications = useQuery({
    ...getNotificationsQueryOptions(moduleApi<NotificationsPaths>(clients), churchAccount?.idIgreja ?? 0),
    enabled: Boolean(churchAccount),
  });
  const count = notifications.data?.length ?? 0;
  if (!count) return null;
  return (
    <>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t`(${count})`}</span>
    </>
  );
}
