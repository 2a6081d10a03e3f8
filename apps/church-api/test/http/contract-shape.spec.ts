import { describe, expect, it } from 'vitest';
import { contractOperations } from '../helpers/contract-schemas';
import { setupTestApp } from '../helpers/test-app';
import { call, churchId, login, me } from '../helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;
const operations = contractOperations();

describe('the contract documents what the API answers (issue 8, item 17)', () => {
  it('documents 400 for every operation that reads input, 415 for every one that may get a body', () => {
    const takesInput = operations.filter((operation) => operation.parameters.length > 0 || operation.body);
    expect(takesInput.filter((operation) => !operation.statuses.has(400)).map((operation) => operation.operationId)).toEqual([]);
    const getsBodies = operations.filter((operation) => operation.method !== 'GET');
    expect(getsBodies.filter((operation) => !operation.statuses.has(415)).map((operation) => operation.operationId)).toEqual([]);
  });

  it('documents the 404 of an unknown church given by id', async () => {
    const pair = await login(app(), 'member@grace.example');
    const { id } = await me(app(), pair.token);
    const unknown = 2147483647;
    const requests = [
      { operationId: 'listRoles', url: `/api/v1/user/${id}/role?igreja=${unknown}` },
      { operationId: 'listCustomFields', url: `/api/v1/user/${id}/campo-personalizado?igreja=${unknown}` },
      { operationId: 'listAddresses', url: `/api/v1/user/${id}/endereco?cliente=${unknown}` },
      { operationId: 'listChildren', url: `/api/v1/user/${id}/crianca?cliente=${unknown}` },
      { operationId: 'listNotifications', url: `/api/v1/igreja/${unknown}/notificacao/` },
    ];
    for (const { operationId, url } of requests) {
      expect((await call(app(), { url, token: pair.token })).statusCode, url).toBe(404);
      expect(operations.find((operation) => operation.operationId === operationId)?.statuses.has(404), operationId).toBe(true);
    }
  });

  it('scopes to its church every operation that names one (x-church), each documenting the 404 of a church it cannot serve', () => {
    const scoped = operations.filter((operation) => operation.church !== null);
    for (const { operationId, church, parameters, body, statuses } of scoped) {
      const named =
        church?.in === 'body'
          ? Boolean(body?.schema.properties?.[church.name])
          : parameters.some((parameter) => parameter.in === church?.in && parameter.name === church.name);
      expect({ operationId, named, documents404: statuses.has(404) }).toEqual({ operationId, named: true, documents404: true });
    }
    // What names a church without scoping the operation to it: the lookup that serves inactive churches
    // too, an organization's slug, and filters of the account's own church accounts and events.
    const churchParameters = ['slug', 'code', 'client', 'igreja', 'cliente'];
    const unscoped = operations.filter((operation) => !operation.church && operation.parameters.some((parameter) => churchParameters.includes(parameter.name)));
    expect(unscoped.map((operation) => operation.operationId).sort()).toEqual(['getIgrejaByCodigo', 'getOrganizacao', 'listChurchAccounts', 'listEventosUsuario']);
  });

  it('has no path twice under different parameter names', () => {
    const templates = new Map<string, string[]>();
    for (const { path } of operations) {
      const template = path.replace(/\{\w+\}/g, '{}');
      templates.set(template, [...new Set([...(templates.get(template) ?? []), path])]);
    }
    expect([...templates.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('reads and registers church accounts under one path, /igreja/{client}/usuario/', async () => {
    const both = operations.filter((operation) => ['lookupChurchAccountByEmail', 'registerChurchMember'].includes(operation.operationId));
    expect(both.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['GET /api/v1/igreja/{client}/usuario/', 'POST /api/v1/igreja/{client}/usuario/']);
    const grace = await churchId(app(), 'grace');
    const lookup = await call(app(), { url: `/api/v1/igreja/${grace}/usuario/?email=member@grace.example` });
    expect(lookup.json()).toEqual({ usuarios: [{ flagAtivo: true }] });
  });
});

describe('a method a path does not have (issue 8, item 17)', () => {
  it('answers 405 with Allow, as problem+json', async () => {
    const response = await call(app(), { method: 'DELETE', url: '/api/v1/me' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 405, title: 'Method Not Allowed' });

    const address = await call(app(), { method: 'GET', url: '/api/v1/usuario/1/endereco/2' });
    expect(address.statusCode).toBe(405);
    expect(address.headers.allow).toBe('PUT, DELETE');
    const bff = await call(app(), { method: 'POST', url: '/bff/tenant', payload: {} });
    expect(bff.statusCode).toBe(405);
    expect(bff.headers.allow).toBe('GET');
  });

  it('is told apart from a path that does not exist (404)', async () => {
    const response = await call(app(), { method: 'DELETE', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the router’s own refusals', () => {
  it('are problems too: a malformed URL (400), an overlong path segment (414)', async () => {
    const malformed = await call(app(), { url: '/api/v1/igreja/%E0%A4%A/modulo/' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/problem+json');
    const overlong = await call(app(), { url: `/api/v1/igreja/${'a'.repeat(201)}/modulo/` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.headers['content-type']).toContain('application/problem+json');
  });
});
