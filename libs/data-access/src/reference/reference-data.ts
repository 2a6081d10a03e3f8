import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import { unwrap } from '../api-error';
import { useDataAccess } from '../api-clients-context';
import { type ApiClient, moduleApi } from '../clients';
import type { CepResposta } from '../schemas';

/** The client of the reference data's calls (reference-data.yaml). */
type ReferenceApi = ApiClient<ReferenceDataPaths>;

const REFERENCE_STALE_MS = 60 * 60_000;
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  occupations: () => [...referenceKeys.all, 'occupations'] as const,
  maritalStatuses: () => [...referenceKeys.all, 'marital-statuses'] as const,
};

export function getCountriesQueryOptions(api: ReferenceApi) {
  return queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: async () => (await unwrap(api.GET('/utils/pais/'))).paises,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function getOccupationsQueryOptions(api: ReferenceApi) {
  return queryOptions({
    queryKey: referenceKeys.occupations(),
    queryFn: async () => (await unwrap(api.GET('/utils/ocupacao/'))).ocupacoes,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function getMaritalStatusesQueryOptions(api: ReferenceApi) {
  return queryOptions({
    queryKey: referenceKeys.maritalStatuses(),
    queryFn: async () => (await unwrap(api.GET('/utils/estado-civil/'))).estadosCivis,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Countries, occupations and marital statuses (§3), for the personal form. */
export function useReferenceData() {
  const api = moduleApi<ReferenceDataPaths>(useDataAccess().clients);
  const countries = useQuery(getCountriesQueryOptions(api));
  const occupations = useQuery(getOccupationsQueryOptions(api));
  const maritalStatuses = useQuery(getMaritalStatusesQueryOptions(api));
  return {
    countries: countries.data ?? [],
    occupations: occupations.data ?? [],
    maritalStatuses: maritalStatuses.data ?? [],
    isPending: countries.isPending || occupations.isPending || maritalStatuses.isPending,
    isError: countries.isError || occupations.isError || maritalStatuses.isError,
  };
}

/** The address of a CEP (8 digits), or null when the postcode service knows none. */
export async function lookupPostcode(api: ReferenceApi, cep: string): Promise<CepResposta | null> {
  const answer = await unwrap(api.GET('/utils/cep/{cep}/json/', { params: { path: { cep } } }));
  return answer.erro ? null : answer;
}
