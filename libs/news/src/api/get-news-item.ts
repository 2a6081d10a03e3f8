import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { newsKeys } from './news-keys';
import { retryUnlessNotFound } from './not-found';

export function getNewsItemQueryOptions(api: ApiClient, slug: string, id: number) {
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
  return useQuery({ ...getNewsItemQueryOptions(clients.api, church.slug, id), enabled });
}
