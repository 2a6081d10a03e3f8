import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-ebd';
import { ebdKeys } from './ebd-keys';
import { retryUnlessNotFound } from '@church/data-access';

export function getEbdClassQueryOptions(api: ApiClient<paths>, slug: string, ebdSlug: string) {
  return queryOptions({
    queryKey: ebdKeys.detail(slug, ebdSlug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/ebd/{ebdSlug}', { params: { path: { slug, ebdSlug } } }))).ebd,
    retry: retryUnlessNotFound,
  });
}

/** One Sunday-school class with its lessons, by slug. */
export function useEbdClass(ebdSlug: string) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getEbdClassQueryOptions(moduleApi<paths>(clients), church.slug, ebdSlug));
}
