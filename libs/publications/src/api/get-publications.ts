import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-publications';
import { publicationKeys, PUBLICATIONS_PAGE_SIZE } from './publication-keys';

export function getPublicationsQueryOptions(api: ApiClient<paths>, slug: string, type: string | null, page: number) {
  return queryOptions({
    queryKey: publicationKeys.list(slug, type, page),
    queryFn: async () =>
      unwrap(
        api.GET('/igreja/{slug}/publicacao/', {
          params: { path: { slug }, query: { page, limit: PUBLICATIONS_PAGE_SIZE, ...(type ? { tipo: type } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's publications, of one type when `type` is given. */
export function usePublications(type: string | null, page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getPublicationsQueryOptions(moduleApi<paths>(clients), church.slug, type, page));
}
