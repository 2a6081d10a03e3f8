import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import { churchKeys } from './church-keys';
import { CHURCH_DATA_STALE_MS } from './stale-time';

export function getModulesQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: churchKeys.modules(slug),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/modulo/', { params: { path: { slug } } }))).modulos,
    staleTime: CHURCH_DATA_STALE_MS,
  });
}
