import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-groups';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { groupsKeys, visitorsCopyMeanwhile } from './groups-keys';
import { retryUnlessRefused } from './not-found';

/** One group as `accountId` sees it (0: a visitor, as the server renders it). */
export function getGroupQueryOptions(api: ApiClient<paths>, slug: string, id: number, accountId = 0) {
  return queryOptions({
    queryKey: groupsKeys.detail(slug, id, accountId),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/celula/{id}', { params: { path: { slug, id } } }))).celula,
    retry: retryUnlessRefused,
  });
}

/**
 * The group, with where the signed-in member stands with it (and, if the church allows, its exact
 * address). When the session is restored after the page arrived, the visitor's copy stays on screen
 * while the member's is fetched; a member's copy is never shown for a visitor (after signing out).
 */
export function useGroup(id: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const options = getGroupQueryOptions(moduleApi<paths>(clients), church.slug, id, account?.id ?? 0);
  return useQuery({ ...options, enabled, placeholderData: (previous, previousQuery) => (previous?.id === id ? visitorsCopyMeanwhile(previous, previousQuery) : undefined) });
}
