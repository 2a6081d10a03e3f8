import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantLookup } from '@church/tenant';
import { ApiError, unwrap } from '../api-error';
import { useDataAccess } from '../api-clients-context';
import type { ApiClient } from '../clients';
import type { Igreja } from '../schemas';
import { churchKeys } from './church-keys';
import { CHURCH_DATA_STALE_MS } from './stale-time';

async function fetchChurchByCode(api: ApiClient, codigo: string): Promise<Igreja> {
  const body = await unwrap(api.GET('/igreja/codigo/{code}', { params: { path: { code: codigo } } }));
  if (!body.status) throw new ApiError(404, null);
  return body.igreja;
}

/**
 * The church of this host (§4 "Client loads"): by code for a subdomain; by host name otherwise,
 * which fails when no client is mapped to the host or the code lookup then fails.
 */
export async function fetchChurch(api: ApiClient, lookup: TenantLookup): Promise<Igreja> {
  if (lookup.by === 'codigo') return fetchChurchByCode(api, lookup.codigo);
  const { clientes } = await unwrap(api.GET('/igreja/', { params: { query: { hostname: lookup.hostname } } }));
  const [first] = clientes;
  if (!first) throw new ApiError(404, null);
  return fetchChurchByCode(api, first.codigo);
}

export function getChurchQueryOptions(api: ApiClient, lookup: TenantLookup) {
  return queryOptions({
    queryKey: churchKeys.church(lookup),
    queryFn: () => fetchChurch(api, lookup),
    staleTime: CHURCH_DATA_STALE_MS,
  });
}

export function useChurchQuery() {
  const { clients, tenant } = useDataAccess();
  return useQuery(getChurchQueryOptions(clients.api, tenant));
}

/** The church of this host, for screens the shell renders only once the church has loaded. */
export function useChurch(): Igreja {
  const { data } = useChurchQuery();
  if (!data) throw new Error('useChurch before the church loaded');
  return data;
}
