import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-studies';
import { retryUnlessNotFound } from './not-found';
import { studyKeys } from './study-keys';

export function getStudyQueryOptions(api: ApiClient<paths>, slug: string, id: number) {
  return queryOptions({
    queryKey: studyKeys.detail(slug, id),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/estudo/{id}', { params: { path: { slug, id } } }))).estudo,
    retry: retryUnlessNotFound,
  });
}

/** One study of the church; fetched only once access is settled (`enabled`). */
export function useStudy(id: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getStudyQueryOptions(moduleApi<paths>(clients), church.slug, id), enabled });
}
