import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChurchKind, ChurchSummary } from '../../src/platform/tenancy/church-repository';
import { churchScope } from '../../src/platform/plugins/church-scope';
import { problemHandler } from '../../src/platform/plugins/problem-handler';

const grace: ChurchSummary = { id: 1, codigo: 'grace', slug: 'grace-community-church', nome: 'Grace', idioma: 'en_US', organizacaoId: 1, flagAtivo: true, fusoHorario: 'America/New_York' };
const fechada: ChurchSummary = { ...grace, id: 4, codigo: 'fechada', slug: 'igreja-fechada', flagAtivo: false };

const lookups: [ChurchKind, string | number][] = [];
async function findChurch(kind: ChurchKind, value: string | number): Promise<ChurchSummary | null> {
  lookups.push([kind, value]);
  const key = { slug: 'slug', code: 'codigo', id: 'id' } as const;
  return [grace, fechada].find((church) => church[key[kind]] === value) ?? null;
}

const churchOf = async (request: FastifyRequest) => ({ id: request.church.id });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(problemHandler);
  await app.register(churchScope, { findChurch });
  const params = { type: 'object', properties: { slug: { type: 'string' } } };
  const query = { type: 'object', properties: { igreja: { type: 'integer' } } };
  app.get('/igreja/:slug', { schema: { params, 'x-church': { in: 'path', name: 'slug', by: 'slug' } } as object }, churchOf);
  app.get('/banner', { schema: { querystring: query, 'x-church': { in: 'query', name: 'igreja', by: 'id' } } as object }, churchOf);
  app.post('/reset', { schema: { 'x-church': { in: 'body', name: 'igreja', by: 'code' } } as object }, churchOf);
  app.get('/unscoped', churchOf);
  await app.ready();
});
afterAll(() => app.close());

describe('the church-scope plugin', () => {
  it('resolves the church an operation names in its path, query or body, once, and puts it on the request', async () => {
    lookups.length = 0;
    expect((await app.inject({ url: '/igreja/grace-community-church' })).json()).toEqual({ id: 1 });
    expect((await app.inject({ url: '/banner?igreja=1' })).json()).toEqual({ id: 1 });
    expect((await app.inject({ method: 'POST', url: '/reset', payload: { igreja: 'grace' } })).json()).toEqual({ id: 1 });
    expect(lookups).toEqual([
      ['slug', 'grace-community-church'],
      ['id', 1],
      ['code', 'grace'],
    ]);
  });

  it('answers 404 problem+json for an unknown church and for one that is not active', async () => {
    for (const url of ['/igreja/nowhere', '/igreja/igreja-fechada', '/banner?igreja=4']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('scopes nothing when an optional parameter is left out, and a handler that reads the church then fails loudly', async () => {
    expect((await app.inject({ url: '/banner' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/unscoped' })).statusCode).toBe(500);
  });

  it('refuses a malformed declaration when the route is added', async () => {
    const other = Fastify();
    await other.register(churchScope, { findChurch });
    expect(() => other.get('/x', { schema: { 'x-church': { in: 'header', name: 'x', by: 'slug' } } as object }, churchOf)).toThrow(/x-church/);
    await other.close();
  });
});
