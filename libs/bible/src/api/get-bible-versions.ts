import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-bible';
import { bibleKeys, KEEP_OFFLINE } from './bible-keys';

/** The translations and their books: the same for every church, and unchanged while the page is open. */
export function getBibleVersionsQueryOptions(api: ApiClient<paths>) {
  return queryOptions({
    queryKey: bibleKeys.versions(),
    queryFn: async () => (await unwrap(api.GET('/biblia/', { headers: KEEP_OFFLINE }))).versoes,
    staleTime: Infinity,
  });
}

export function useBibleVersions() {
  const { clients } = useDataAccess();
  return useQuery(getBibleVersionsQueryOptions(moduleApi<paths>(clients)));
}
