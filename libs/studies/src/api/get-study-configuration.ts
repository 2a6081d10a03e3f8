import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-studies';
import { studyKeys } from './study-keys';

export function getStudyConfigurationQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: studyKeys.configuration(slug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/configuracao-estudo', { params: { path: { slug } } }))).data,
    staleTime: 5 * 60_000,
  });
}

/** §7 `configuracao-estudo`: whether the church's studies are public (`flagConteudoPublico`). */
export function useStudyConfiguration() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getStudyConfigurationQueryOptions(moduleApi<paths>(clients), church.slug));
}
