import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-news';
import { NEWS_PAGE_SIZE, newsKeys } from './news-keys';

export function getNewsListQueryOptions(api: ApiClient<paths>, slug: string, page: number) {
  return queryOptions({
    queryKey: newsKeys.list(slug, page),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/noticia/', { params: { path: { slug }, query: { page, limit: NEWS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's news, newest first. */
export function useNewsList(page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getNewsListQueryOptions(moduleApi<paths>(clients), church.slug, page));
}
