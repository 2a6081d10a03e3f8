import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-publications';
import { retryUnlessNotFound } from '@church/data-access';
import { publicationKeys } from './publication-keys';

export function getPublicationQueryOptions(api: ApiClient<paths>, slug: string, publicationSlug: string) {
  return queryOptions({
    queryKey: publicationKeys.detail(slug, publicationSlug),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/publicacao/{publicacaoSlug}', { params: { path: { slug, publicacaoSlug: publicationSlug } } })))
        .publicacao,
    retry: retryUnlessNotFound,
  });
}

/** One publication of the church, by its slug. */
export function usePublication(publicationSlug: string) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getPublicationQueryOptions(moduleApi<paths>(clients), church.slug, publicationSlug));
}
