import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-studies';
import { retryUnlessNotFound } from './not-found';
import { STUDIES_PAGE_SIZE, studyKeys } from './study-keys';

export function getStudiesQueryOptions(api: ApiClient<paths>, slug: string, page: number) {
  return queryOptions({
    queryKey: studyKeys.list(slug, page),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/estudo/', { params: { path: { slug }, query: { page, limit: STUDIES_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });
}

/** One page of the church's studies; fetched only once access is settled (`enabled`). */
export function useStudies(page: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getStudiesQueryOptions(moduleApi<paths>(clients), church.slug, page), enabled });
}
