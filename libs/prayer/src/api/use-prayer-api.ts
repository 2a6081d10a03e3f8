import type { paths } from '@church/contracts-prayer';
import { moduleApi, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';

/** The prayer contract's client, the church, and who reads (account id, 0 for a visitor). */
export function usePrayerApi() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  return { api: moduleApi<paths>(clients), church, viewerId: account?.id ?? 0 };
}
