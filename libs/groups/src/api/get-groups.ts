import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-groups';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { groupsKeys } from './groups-keys';

export function getGroupsQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: groupsKeys.list(slug),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/celula/', { params: { path: { slug } } })),
    staleTime: 60_000,
  });
}

/** The church's groups and its map settings. */
export function useGroups() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getGroupsQueryOptions(moduleApi<paths>(clients), church.slug));
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
