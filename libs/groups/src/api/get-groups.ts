import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-groups';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { groupsKeys, visitorsCopyMeanwhile } from './groups-keys';

/** The church's groups as `accountId` sees them (0: a visitor, as the server renders them). */
export function getGroupsQueryOptions(api: ApiClient<paths>, slug: string, accountId = 0) {
  return queryOptions({
    queryKey: groupsKeys.list(slug, accountId),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/celula/', { params: { path: { slug } } })),
    staleTime: 60_000,
  });
}

/**
 * The church's groups and its map settings. A member may see exact addresses where a visitor sees
 * approximate areas: when the session is restored after the page arrived, the visitor's copy stays on
 * screen while the member's is fetched (never a member's copy while a visitor's is: not after signing out).
 */
export function useGroups() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  return useQuery({
    ...getGroupsQueryOptions(moduleApi<paths>(clients), church.slug, account?.id ?? 0),
    placeholderData: visitorsCopyMeanwhile,
  });
}

/** The signed-in member's own groups (`?usuario=1`). */
export function useMyGroups() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: groupsKeys.mine(church.slug, account?.id ?? 0),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/celula/', { params: { path: { slug: church.slug }, query: { usuario: 1 } } }))).celulas,
    enabled: account !== null,
  });
}
