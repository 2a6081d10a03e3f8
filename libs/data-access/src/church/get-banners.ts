import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import { churchKeys } from './church-keys';
import { CHURCH_DATA_STALE_MS } from './stale-time';

export function getBannersQueryOptions(api: ApiClient, igrejaId: number) {
  return queryOptions({
    queryKey: churchKeys.banners(igrejaId),
    queryFn: async () => (await unwrap(api.GET('/banner/', { params: { query: { igreja: igrejaId } } }))).banners,
    staleTime: CHURCH_DATA_STALE_MS,
  });
}
