import { useQuery } from '@tanstack/react-query';
import { getMeQueryOptions, useDataAccess } from '@church/data-access';
import { accountAtom, churchAccountAtom, useAtomValue } from '@church/state';

/** The signed-in member's ids; the /user area renders only for a logged-in member (§6). */
export function useMemberIds() {
  const account = useAtomValue(accountAtom);
  const churchAccount = useAtomValue(churchAccountAtom);
  if (!account || !churchAccount) throw new Error('The /user area needs a signed-in member');
  return { userId: account.id, igrejaId: churchAccount.idIgreja };
}

/** The signed-in account's data. */
export function useMe() {
  const { clients } = useDataAccess();
  return useQuery(getMeQueryOptions(clients.api));
}
