import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import { churchKeys } from './church-keys';
import { CHURCH_DATA_STALE_MS } from './stale-time';

export function getCongregationsQueryOptions(api: ApiClient, igrejaId: number) {
  return queryOptions({
    queryKey: churchKeys.congregations(igrejaId),
    queryFn: async () =>
      (await unwrap(api.GET('/congregacao/', { params: { query: { igreja: igrejaId } } }))).congregacoes,
    staleTime: CHURCH_DATA_STALE_MS,
  });
}
