import { describe, expect, it } from 'vitest';
import { contractOperations, type Schema } from '../helpers/contract-schemas';
import { setupTestApp } from '../helpers/test-app';
import { call, churchId, login, me } from '../helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;
const INT4_MAX = 2147483647;

async function signIn(email: string) {
  const pair = await login(app(), email);
  return { token: pair.token, ...(await me(app(), pair.token)) };
}

/** Every integer a request may carry, with where it is: `listBanners query.igreja`. */
function requestIntegers(): { where: string; schema: Schema }[] {
  const found: { where: string; schema: Schema }[] = [];
  const visit = (schema: Schema, where: string) => {
    if (schema.type === 'integer') found.push({ where, schema });
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${where}.${name}`);
    if (schema.items) visit(schema.items, `${where}[]`);
  };
  for (const operation of contractOperations()) {
    for (const parameter of operation.parameters) visit(parameter.schema, `${operation.operationId} ${parameter.in}.${parameter.name}`);
    if (operation.body) visit(operation.body.schema, `${operation.operationId} body`);
  }
  return found;
}

describe('integer ids and foreign keys (issue 8, item 12)', () => {
  it('are bounded by PostgreSQL’s integer in the contract', () => {
    const integers = requestIntegers();
    expect(integers.length).toBeGreaterThan(30);
    const unbounded = integers.filter(({ schema }) => schema.maximum === undefined || schema.maximum > INT4_MAX || (schema.minimum ?? -Infinity) < 0);
    expect(unbounded.map(({ where }) => where)).toEqual([]);
  });

  it('answer 400 beyond 2^31−1 without signing in', async () => {
    const registration = await call(app(), { method: 'POST', url: '/api/v1/igreja/2147483648/usuario/', payload: {} });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().errors).toEqual([expect.objectContaining({ field: 'params.client' })]);
    const banners = await call(app(), { url: '/api/v1/banner/?igreja=2147483648' });
    expect(banners.statusCode).toBe(400);
    expect(banners.json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
    const news = await call(app(), { url: '/api/v1/igreja/grace-community-church/noticia/2147483648' });
    expect(news.statusCode).toBe(400);
    expect(news.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
    const lookup = await call(app(), { url: '/api/v1/igreja/2147483648/usuario/?email=a@example.org' });
    expect(lookup.statusCode).toBe(400);
  });

  it('answer 400 beyond 2^31−1 (and below 1) in a member’s paths, queries and bodies', async () => {
    const member = await signIn('member@grace.example');
    const grace = await churchId(app(), 'grace');
    const requests = [
      { url: `/api/v1/user/${member.id}/endereco?cliente=2147483648`, field: 'query.cliente' },
      { url: `/api/v1/igreja/2147483648/notificacao/`, field: 'params.id' },
      { url: `/api/v1/user/2147483648/documento`, field: 'params.id' },
      { method: 'DELETE' as const, url: `/api/v1/usuario/${member.id}/crianca/2147483648`, field: 'params.childId' },
      { method: 'POST' as const, url: '/api/v1/usuario/troca-igreja', payload: { idIgreja: 2147483648 }, field: 'body.idIgreja' },
      { method: 'POST' as const, url: '/api/v1/usuario/troca-igreja', payload: { idIgreja: -1 }, field: 'body.idIgreja' },
      {
        method: 'POST' as const,
        url: `/api/v1/usuario/${member.id}/endereco`,
        payload: { cep: '01001-000', logradouro: 'Praça da Sé', numero: '1', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP', idPais: 2147483648 },
        field: 'body.idPais',
      },
      { method: 'PUT' as const, url: '/api/v1/usuario/', payload: { nome: 'A', sobrenome: 'B', telefone: '', cpf: '', dataNascimento: '1990-01-01', sexo: 'F', idOcupacao: 2147483648 }, field: 'body.idOcupacao' },
      { url: `/api/v1/user/${member.id}/crianca?cliente=${grace}0000000000`, field: 'query.cliente' },
    ];
    for (const { field, ...request } of requests) {
      const response = await call(app(), { ...request, token: member.token });
      expect(response.statusCode, `${request.url}`).toBe(400);
      expect(response.json().errors, `${request.url}`).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('answer 404 at the largest id that can exist', async () => {
    const member = await signIn('member@grace.example');
    expect((await call(app(), { url: '/api/v1/igreja/grace-community-church/noticia/2147483647' })).statusCode).toBe(404);
    expect((await call(app(), { url: '/api/v1/banner/?igreja=2147483647' })).statusCode).toBe(404);
    const change = await call(app(), { method: 'POST', url: '/api/v1/usuario/troca-igreja', token: member.token, payload: { idIgreja: 2147483647 } });
    expect(change.statusCode).toBe(404);
  });
});
