import type { paths as LookupsPaths } from '@church/contracts-lookups';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/**
 * The address lookups (lookups.yaml) for the stories of every address form (the account's, the
 * registration's): a few real states, cities and one ZIP code.
 */
const lookupsApi = contractHttp<LookupsPaths>();

const STATES: Record<string, { nome: string; codigoPostal: boolean; estados: { sigla: string; nome: string }[] }> = {
  BR: { nome: 'Brazil', codigoPostal: false, estados: [{ sigla: 'RJ', nome: 'Rio de Janeiro' }, { sigla: 'SP', nome: 'São Paulo' }] },
  US: {
    nome: 'United States',
    codigoPostal: true,
    estados: [
      { sigla: 'CA', nome: 'California' },
      { sigla: 'MA', nome: 'Massachusetts' },
      { sigla: 'NY', nome: 'New York' },
    ],
  },
};

const CITIES: Record<string, string[]> = {
  'BR|SP': ['Campinas', 'São Paulo'],
  'BR|RJ': ['Niterói', 'Rio de Janeiro'],
  'US|CA': ['Beverly Hills', 'Los Angeles', 'San Francisco'],
  'US|MA': ['Boston', 'Cambridge'],
  'US|NY': ['Brooklyn', 'New York City'],
};

/** States, cities and the ZIP code 90210 (Beverly Hills, California); anything else is unknown. */
export const placeLookups = () => [
  lookupsApi.get('/utils/localidade/{pais}/estados/', ({ params, response }) => {
    const country = STATES[params.pais];
    return country ? response(200).json({ pais: params.pais, ...country }) : response(200).json({ pais: params.pais, nome: params.pais, codigoPostal: false, estados: [] });
  }),
  lookupsApi.get('/utils/localidade/{pais}/estados/{estado}/cidades/', ({ params, response }) => {
    const estado = STATES[params.pais]?.estados.find((state) => state.sigla === params.estado.toUpperCase());
    if (!estado) return response(400).json(problem(400, { errors: [{ field: 'params.estado', message: 'Unknown state.' }] }));
    return response(200).json({ pais: params.pais, estado, cidades: (CITIES[`${params.pais}|${estado.sigla}`] ?? []).map((nome) => ({ nome })) });
  }),
  lookupsApi.get('/utils/localidade/{pais}/codigo-postal/{codigoPostal}', ({ params, response }) =>
    params.pais === 'US' && params.codigoPostal.startsWith('90210')
      ? response(200).json({ pais: 'US', codigoPostal: '90210', lugares: [{ cidade: 'Beverly Hills', estado: 'California', siglaEstado: 'CA' }] })
      : response(404).json(problem(404)),
  ),
];

/** The states never arrive: the form says it is loading them. */
export const placeLookupsLoading = () => [lookupsApi.get('/utils/localidade/{pais}/estados/', neverAnswer)];

/** The states cannot be had: the form says so, and the state and city are typed. */
export const placeLookupsFailing = () => [lookupsApi.get('/utils/localidade/{pais}/estados/', serverError)];
