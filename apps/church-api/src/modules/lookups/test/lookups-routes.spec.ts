import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call } from '../../../../test/helpers/account-helpers';
import { PlaceLookups } from '../place-lookups';

const testApp = setupTestApp();

function get(url: string, headers: Record<string, string> = {}) {
  return testApp().app.inject({ url: `/api/v1${url}`, headers: { host: 'grace.localhost:3000', ...headers } });
}

describe('a country’s states', () => {
  it('lists the United States’ states by code and name, says its ZIP codes can be looked up, and is kept a day', async () => {
    const answer = await get('/utils/localidade/US/estados/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const body = answer.json() as { pais: string; nome: string; codigoPostal: boolean; estados: { sigla: string; nome: string }[] };
    expect(body).toMatchObject({ pais: 'US', nome: 'United States', codigoPostal: true });
    expect(body.estados).toContainEqual({ sigla: 'CA', nome: 'California' });
    expect(body.estados.length).toBeGreaterThanOrEqual(50);
    expect(body.estados.map((state) => state.nome)).toEqual([...body.estados.map((state) => state.nome)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names the country in the asked language, and Brazil’s states by their UF', async () => {
    const pt = (await get('/utils/localidade/BR/estados/?idioma=pt-BR')).json() as { nome: string; codigoPostal: boolean; estados: { sigla: string; nome: string }[] };
    expect(pt.nome).toBe('Brasil');
    expect(pt.codigoPostal).toBe(false);
    expect(pt.estados).toHaveLength(27);
    expect(pt.estados).toContainEqual({ sigla: 'SP', nome: 'São Paulo' });
    expect(((await get('/utils/localidade/DE/estados/?idioma=es')).json() as { nome: string }).nome).toBe('Alemania');
  });

  it('answers every country of the personal form, with no states for those that have none', async () => {
    const countries = ((await call(testApp().app, { url: '/api/v1/utils/pais/' })).json() as { paises: { sigla: string }[] }).paises;
    expect(countries.length).toBeGreaterThan(240);
    for (const { sigla } of countries) {
      const answer = await get(`/utils/localidade/${sigla}/estados/?idioma=pt-BR`);
      expect(answer.statusCode, sigla).toBe(200);
    }
    expect(((await get('/utils/localidade/VA/estados/')).json() as { estados: unknown[] }).estados).toEqual([]);
  });

  it('refuses a country code that is not one, naming the field, as problem+json', async () => {
    for (const pais of ['ZZ', 'us', 'USA']) {
      const answer = await get(`/utils/localidade/${pais}/estados/`);
      expect(answer.statusCode, pais).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json().errors).toEqual([expect.objectContaining({ field: 'params.pais' })]);
    }
    const language = await get('/utils/localidade/US/estados/?idioma=fr');
    expect(language.statusCode).toBe(400);
    expect(language.json().errors).toEqual([expect.objectContaining({ field: 'query.idioma' })]);
  });
});

describe('a state’s cities', () => {
  it('lists California’s cities, sorted and without repeats, kept a day', async () => {
    const answer = await get('/utils/localidade/US/estados/CA/cidades/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const body = answer.json() as { estado: { sigla: string; nome: string }; cidades: { nome: string }[] };
    expect(body.estado).toEqual({ sigla: 'CA', nome: 'California' });
    const names = body.cidades.map((city) => city.nome);
    expect(names).toContain('Los Angeles');
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a state by its code in any case, and refuses one its country does not have', async () => {
    expect(((await get('/utils/localidade/BR/estados/sp/cidades/')).json() as { cidades: { nome: string }[] }).cidades).toContainEqual({ nome: 'Campinas' });
    const unknown = await get('/utils/localidade/US/estados/XX/cidades/');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'params.estado' })]);
    const badCountry = await get('/utils/localidade/ZZ/estados/CA/cidades/');
    expect(badCountry.json().errors).toEqual([expect.objectContaining({ field: 'params.pais' })]);
  });
});

describe('a postcode’s places', () => {
  it('finds a US ZIP code (and ZIP+4) as city and state', async () => {
    const answer = await get('/utils/localidade/US/codigo-postal/90210');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.json()).toEqual({ pais: 'US', codigoPostal: '90210', lugares: [{ cidade: 'Beverly Hills', estado: 'California', siglaEstado: 'CA' }] });
    expect((await get('/utils/localidade/US/codigo-postal/10001-1234')).json()).toMatchObject({ codigoPostal: '10001', lugares: [{ siglaEstado: 'NY' }] });
  });

  it('says 404 for an unknown ZIP code and for a country whose postcodes it cannot look up, 400 for a malformed one', async () => {
    const unknown = await get('/utils/localidade/US/codigo-postal/00000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await get('/utils/localidade/GB/codigo-postal/SW1A 1AA')).statusCode).toBe(404);
    const malformed = await get('/utils/localidade/US/codigo-postal/9021');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.codigoPostal' })]);
    expect((await get('/utils/localidade/ZZ/codigo-postal/90210')).json().errors).toEqual([expect.objectContaining({ field: 'params.pais' })]);
  });
});

describe('the lookups are made once', () => {
  it('answers the same states and cities from memory, however many ask at once', async () => {
    const places = new PlaceLookups();
    const [first, second] = await Promise.all([places.statesOf('US', 'en'), places.statesOf('US', 'en')]);
    expect(second).toBe(first);
    expect(await places.statesOf('US', 'en')).toBe(first);
    const cities = await places.citiesOf('US', 'CA', 'en');
    expect(await places.citiesOf('US', 'ca', 'en')).toBe(cities);
  });
});
