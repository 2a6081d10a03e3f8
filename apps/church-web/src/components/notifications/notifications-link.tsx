import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getNotificationsQueryOptions, useDataAccess } from '@church/data-access';
import { churchAccountAtom, useAtomValue } from '@church/state';
import styles from './notifications-link.module.css';

/** The header's way to the member's notifications, with how many there are (the latest 30). */
export function NotificationsLink({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const { t } = useLingui();
  const { clients } = useDataAccess();
  const churchAccount = useAtomValue(churchAccountAtom);
  const notifications = useQuery({
    ...getNotificationsQueryOptions(clients.api, churchAccount?.idIgreja ?? 0),
    enabled: Boolean(churchAccount),
  });
  const count = notifications.data?.length ?? 0;
  return (
    <Link className={className} to="/user/notifications" onClick={onNavigate}>
      {t`Notifications`}
      {count ? (
        <span className={styles.badge}>
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t`(${count})`}</span>
        </span>
      ) : null}
    </Link>
  );
}
