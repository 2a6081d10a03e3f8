import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountAtom, churchAccountAtom, useAtomValue } from '@church/state';
import { unwrap } from '../api-error';
import { useDataAccess } from '../api-clients-context';
import type { ApiClient } from '../clients';
import { accountKeys } from './account-keys';

/** §3 App state: the staff roles that reach the admin site. */
export const STAFF_ROLES = ['ROLE_ADMIN', 'ROLE_ADMIN_CONTENT', 'ROLE_SUPER_ADMIN'] as const;

export function getRolesQueryOptions(api: ApiClient, userId: number, igrejaId: number) {
  return queryOptions({
    queryKey: accountKeys.roles(userId, igrejaId),
    queryFn: async () =>
      (await unwrap(api.GET('/user/{id}/role', { params: { path: { id: userId }, query: { igreja: igrejaId } } })))
        .userIgrejaRoles,
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in member is staff of this church (§6); false while unknown or logged out. */
export function useIsStaff(): boolean {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const churchAccount = useAtomValue(churchAccountAtom);
  const roles = useQuery({
    ...getRolesQueryOptions(clients.api, account?.id ?? 0, churchAccount?.idIgreja ?? 0),
    enabled: Boolean(account && churchAccount),
  });
  return (roles.data ?? []).some((role) => (STAFF_ROLES as readonly string[]).includes(role.role));
}
