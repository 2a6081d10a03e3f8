import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-ministries';
import { ministryKeys } from './ministry-keys';
import { retryUnlessNotFound } from '@church/data-access';

export function getMinistryProjectQueryOptions(api: ApiClient<paths>, slug: string, ministryId: number, projectId: number) {
  return queryOptions({
    queryKey: ministryKeys.project(slug, ministryId, projectId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/igreja/{slug}/ministerio/{id}/projeto/{projetoId}', {
            params: { path: { slug, id: ministryId, projetoId: projectId } },
          }),
        )
      ).projeto,
    retry: retryUnlessNotFound,
  });
}

/** One project of one of the church's ministries; nothing is asked while `enabled` is false. */
export function useMinistryProject(ministryId: number, projectId: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getMinistryProjectQueryOptions(moduleApi<paths>(clients), church.slug, ministryId, projectId), enabled });
}
