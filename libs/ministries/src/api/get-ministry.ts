import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-ministries';
import { ministryKeys } from './ministry-keys';
import { retryUnlessNotFound } from '@church/data-access';

export function getMinistryQueryOptions(api: ApiClient<paths>, slug: string, id: number) {
  return queryOptions({
    queryKey: ministryKeys.detail(slug, id),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/ministerio/{id}', { params: { path: { slug, id } } }))).ministerio,
    retry: retryUnlessNotFound,
  });
}

/** One ministry of the church with its projects; nothing is asked while `enabled` is false. */
export function useMinistry(id: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getMinistryQueryOptions(moduleApi<paths>(clients), church.slug, id), enabled });
}
