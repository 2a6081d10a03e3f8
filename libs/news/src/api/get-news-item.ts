import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-news';
import { newsKeys } from './news-keys';
import { retryUnlessNotFound } from '@church/data-access';

export function getNewsItemQueryOptions(api: ApiClient<paths>, slug: string, id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(slug, id),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/noticia/{id}', { params: { path: { slug, id } } }))).noticia,
    retry: retryUnlessNotFound,
  });
}

/** One news item of the church, by id; nothing is asked while `enabled` is false. */
export function useNewsItem(id: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getNewsItemQueryOptions(moduleApi<paths>(clients), church.slug, id), enabled });
}
