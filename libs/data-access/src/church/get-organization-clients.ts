import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import { churchKeys } from './church-keys';
import { CHURCH_DATA_STALE_MS } from './stale-time';

export function getOrganizationClientsQueryOptions(
  api: ApiClient,
  organizacao: string,
  position: { latitude: number; longitude: number } | null,
) {
  return queryOptions({
    queryKey: churchKeys.organizationClients(organizacao, position),
    queryFn: async () =>
      (await unwrap(api.GET('/cliente/', { params: { query: { organizacao, ...(position ?? {}) } } }))).clientes,
    staleTime: CHURCH_DATA_STALE_MS,
  });
}
