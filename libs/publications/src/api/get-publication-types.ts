import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-publications';
import { publicationKeys, PUBLICATIONS_PAGE_SIZE } from './publication-keys';

export function getPublicationTypesQueryOptions(api: ApiClient<paths>, slug: string, page: number) {
  return queryOptions({
    queryKey: publicationKeys.types(slug, page),
    queryFn: async () =>
      unwrap(api.GET('/igreja/{slug}/publicacao-tipo/', { params: { path: { slug }, query: { page, limit: PUBLICATIONS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's publication types. */
export function usePublicationTypes(page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getPublicationTypesQueryOptions(moduleApi<paths>(clients), church.slug, page));
}
