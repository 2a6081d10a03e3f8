import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-devotionals';
import { DEVOTIONALS_PAGE_SIZE, devotionalKeys } from './devotional-keys';

export function getDevotionalsQueryOptions(api: ApiClient<paths>, slug: string, page: number) {
  return queryOptions({
    queryKey: devotionalKeys.list(slug, page),
    queryFn: async () =>
      unwrap(api.GET('/igreja/{slug}/devocional/', { params: { path: { slug }, query: { page, limit: DEVOTIONALS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's devotionals, newest first. */
export function useDevotionals(page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getDevotionalsQueryOptions(moduleApi<paths>(clients), church.slug, page));
}
