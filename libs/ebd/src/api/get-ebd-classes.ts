import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-ebd';
import { EBD_PAGE_SIZE, ebdKeys } from './ebd-keys';

export function getEbdClassesQueryOptions(api: ApiClient<paths>, slug: string, page: number) {
  return queryOptions({
    queryKey: ebdKeys.list(slug, page),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/ebd/', { params: { path: { slug }, query: { page, limit: EBD_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's Sunday-school classes. */
export function useEbdClasses(page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getEbdClassesQueryOptions(moduleApi<paths>(clients), church.slug, page));
}
