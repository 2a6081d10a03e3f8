import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-ministries';
import { MINISTRIES_PAGE_SIZE, ministryKeys } from './ministry-keys';

export function getMinistriesQueryOptions(api: ApiClient<paths>, slug: string, page: number) {
  return queryOptions({
    queryKey: ministryKeys.list(slug, page),
    queryFn: async () =>
      unwrap(api.GET('/igreja/{slug}/ministerio/', { params: { path: { slug }, query: { page, limit: MINISTRIES_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's ministries, in the church's order. */
export function useMinistries(page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getMinistriesQueryOptions(moduleApi<paths>(clients), church.slug, page));
}
