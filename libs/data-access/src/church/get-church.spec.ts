import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createApiClients } from '../clients';
import { fetchChurch } from './get-church';

const igreja = { id: 1, codigo: 'grace', slug: 'grace-community-church', flagAtivo: true };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const key = `${url.pathname}${url.search}`;
    calls.push(key);
    const route = routes[key];
    return route ? route() : json({ type: 'about:blank', title: 'Not Found', status: 404 }, 404);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchChurch (§4 "Client loads")', () => {
  it('looks a subdomain up by code', async () => {
    const calls = stubApi({ '/api/v1/igreja/codigo/grace': () => json({ status: true, igreja }) });
    const { api } = createApiClients('http://church.test');
    await expect(fetchChurch(api, { by: 'codigo', codigo: 'grace' })).resolves.toEqual(igreja);
    expect(calls).toEqual(['/api/v1/igreja/codigo/grace']);
  });

  it('looks any other host up by host name, then by the code of its first client', async () => {
    const calls = stubApi({
      '/api/v1/igreja/?hostname=www.gracechurch.test': () => json({ clientes: [{ codigo: 'grace' }] }),
      '/api/v1/igreja/codigo/grace': () => json({ status: true, igreja }),
    });
    const { api } = createApiClients('http://church.test');
    await expect(fetchChurch(api, { by: 'hostname', hostname: 'www.gracechurch.test' })).resolves.toEqual(igreja);
    expect(calls).toEqual(['/api/v1/igreja/?hostname=www.gracechurch.test', '/api/v1/igreja/codigo/grace']);
  });

  it('fails when no client is mapped to the host', async () => {
    stubApi({ '/api/v1/igreja/?hostname=unknown.example': () => json({ clientes: [] }) });
    const { api } = createApiClients('http://church.test');
    await expect(fetchChurch(api, { by: 'hostname', hostname: 'unknown.example' })).rejects.toBeInstanceOf(ApiError);
  });

  it('fails when the code lookup answers a false status or an error', async () => {
    stubApi({ '/api/v1/igreja/codigo/gone': () => json({ status: false, igreja }) });
    const { api } = createApiClients('http://church.test');
    await expect(fetchChurch(api, { by: 'codigo', codigo: 'gone' })).rejects.toMatchObject({ status: 404 });
    await expect(fetchChurch(api, { by: 'codigo', codigo: 'missing' })).rejects.toMatchObject({ status: 404 });
  });
});
