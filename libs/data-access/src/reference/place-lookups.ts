import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths as LookupsPaths } from '@church/contracts-lookups';
import { ApiError, unwrap } from '../api-error';
import { useDataAccess } from '../api-clients-context';
import { type ApiClient, moduleApi } from '../clients';

/** The client of the address lookups (lookups.yaml). */
type LookupsApi = ApiClient<LookupsPaths>;
type Idioma = 'en' | 'pt-BR' | 'es';

/** The data changes only with a release: a list asked once serves the whole visit. */
const PLACES_STALE_MS = 24 * 60 * 60_000;

export const placeKeys = {
  all: ['places'] as const,
  states: (pais: string, idioma: Idioma) => [...placeKeys.all, 'states', pais, idioma] as const,
  cities: (pais: string, estado: string, idioma: Idioma) => [...placeKeys.all, 'cities', pais, estado, idioma] as const,
};

/** The lookups' language for a site locale (en, pt-BR, es; English otherwise). */
export function lookupLanguage(locale: string): Idioma {
  if (locale.toLowerCase().startsWith('pt')) return 'pt-BR';
  if (locale.toLowerCase().startsWith('es')) return 'es';
  return 'en';
}

export function getStatesQueryOptions(api: LookupsApi, pais: string, idioma: Idioma) {
  return queryOptions({
    queryKey: placeKeys.states(pais, idioma),
    queryFn: () => unwrap(api.GET('/utils/localidade/{pais}/estados/', { params: { path: { pais }, query: { idioma } } })),
    staleTime: PLACES_STALE_MS,
  });
}

export function getCitiesQueryOptions(api: LookupsApi, pais: string, estado: string, idioma: Idioma) {
  return queryOptions({
    queryKey: placeKeys.cities(pais, estado, idioma),
    queryFn: async () => (await unwrap(api.GET('/utils/localidade/{pais}/estados/{estado}/cidades/', { params: { path: { pais, estado }, query: { idioma } } }))).cidades,
    staleTime: PLACES_STALE_MS,
  });
}

/** The city and state of a postcode, or null when the lookup knows none (or the postcode is not one). */
export async function lookupPlaceOfPostcode(api: LookupsApi, pais: string, codigoPostal: string): Promise<{ cidade: string; estado: string } | null> {
  try {
    const answer = await unwrap(api.GET('/utils/localidade/{pais}/codigo-postal/{codigoPostal}', { params: { path: { pais, codigoPostal } } }));
    const [place] = answer.lugares;
    return place ? { cidade: place.cidade, estado: place.estado } : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

function comparable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

type Status = 'idle' | 'loading' | 'loaded' | 'error';

function statusOf(query: { isPending: boolean; isError: boolean }, enabled: boolean): Status {
  if (!enabled) return 'idle';
  if (query.isError) return 'error';
  return query.isPending ? 'loading' : 'loaded';
}

/**
 * The place suggestions of an address form (the forms library's `usePlaces`): the states of the
 * chosen country (ISO code), the cities of the state typed or chosen (found by its name or its code,
 * such as a CEP's UF), and the country's postcode lookup where it has one.
 */
export function usePlaceLookups({ countryCode, state, locale }: { countryCode: string | null; state: string; locale: string }) {
  const api = moduleApi<LookupsPaths>(useDataAccess().clients);
  const idioma = lookupLanguage(locale);
  const states = useQuery({ ...getStatesQueryOptions(api, countryCode ?? '', idioma), enabled: Boolean(countryCode) });
  const typed = comparable(state);
  const chosen = typed ? states.data?.estados.find((candidate) => comparable(candidate.nome) === typed || candidate.sigla.toLowerCase() === typed) : undefined;
  const cities = useQuery({ ...getCitiesQueryOptions(api, countryCode ?? '', chosen?.sigla ?? '', idioma), enabled: Boolean(countryCode && chosen) });
  return {
    states: states.data?.estados.map((candidate) => candidate.nome) ?? [],
    statesStatus: statusOf(states, Boolean(countryCode)),
    cities: cities.data?.map((city) => city.nome) ?? [],
    citiesStatus: statusOf(cities, Boolean(countryCode && chosen)),
    lookupPostcode:
      countryCode && states.data?.codigoPostal ? (postcode: string) => lookupPlaceOfPostcode(api, countryCode, postcode) : undefined,
  };
}
