import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import { useDataAccess } from '../api-clients-context';
import type { ApiClient } from '../clients';
import type { CepResposta } from '../schemas';

const REFERENCE_STALE_MS = 60 * 60_000;
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  occupations: () => [...referenceKeys.all, 'occupations'] as const,
  maritalStatuses: () => [...referenceKeys.all, 'marital-statuses'] as const,
};

export function getCountriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: async () => (await unwrap(api.GET('/utils/pais/'))).paises,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function getOccupationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceKeys.occupations(),
    queryFn: async () => (await unwrap(api.GET('/utils/ocupacao/'))).ocupacoes,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function getMaritalStatusesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceKeys.maritalStatuses(),
    queryFn: async () => (await unwrap(api.GET('/utils/estado-civil/'))).estadosCivis,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Countries, occupations and marital statuses (§3), for the personal form. */
export function useReferenceData() {
  const { clients } = useDataAccess();
  const countries = useQuery(getCountriesQueryOptions(clients.api));
  const occupations = useQuery(getOccupationsQueryOptions(clients.api));
  const maritalStatuses = useQuery(getMaritalStatusesQueryOptions(clients.api));
  return {
    countries: countries.data ?? [],
    occupations: occupations.data ?? [],
    maritalStatuses: maritalStatuses.data ?? [],
    isPending: countries.isPending || occupations.isPending || maritalStatuses.isPending,
    isError: countries.isError || occupations.isError || maritalStatuses.isError,
  };
}

/** The address of a CEP (8 digits), or null when the postcode service knows none. */
export async function lookupPostcode(api: ApiClient, cep: string): Promise<CepResposta | null> {
  const answer = await unwrap(api.GET('/utils/cep/{cep}/json/', { params: { path: { cep } } }));
  return answer.erro ? null : answer;
}
