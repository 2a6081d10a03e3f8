import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { httpGet, withoutDate } from '../helpers/http-get';
import { setupTestApp } from '../helpers/test-app';

// A long TTL: what these tests see change, the notification brought.
const testApp = setupTestApp({ tenantCacheTtlMs: 600_000 });
let port = 0;

beforeAll(async () => {
  await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp().app.server.address() as AddressInfo).port;
});

const get = (path: string, headers: Record<string, string> = {}) => httpGet(port, path, headers);

const hits = () => testApp().app.publicAnswerCache.stats().hits;
const soon = { timeout: 5_000, interval: 20 };

describe('public answers kept in front of the app', () => {
  it('answers the tenant bootstrap from the cache after the app answered it once: the same headers, security headers included, and body', async () => {
    const first = await get('/api/v1/igreja/codigo/grace');
    const before = hits();
    const second = await get('/api/v1/igreja/codigo/grace');
    expect(hits()).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(second.body).igreja.codigo).toBe('grace');
  });

  it('leaves requests with credentials or a condition to the app: a private answer, a 304', async () => {
    const first = await get('/api/v1/igreja/codigo/grace');
    await get('/api/v1/igreja/codigo/grace');
    const before = hits();
    const withToken = await get('/api/v1/igreja/codigo/grace', { authorization: 'Bearer not-a-token' });
    const withCookie = await get('/api/v1/igreja/codigo/grace', { cookie: 'a=b' });
    const conditional = await get('/api/v1/igreja/codigo/grace', { 'if-none-match': first.headers.etag as string });
    expect(hits()).toBe(before);
    expect(withToken.headers['cache-control']).toBe('private, no-store');
    expect(withToken.headers.etag).toBeUndefined();
    expect(withCookie.status).toBe(200);
    expect(conditional.status).toBe(304);
  });

  it('keeps each church’s answer apart and never answers an invalid Host from it', async () => {
    await get('/api/v1/igreja/codigo/vida');
    const vida = await get('/api/v1/igreja/codigo/vida');
    expect(JSON.parse(vida.body).igreja.codigo).toBe('vida');
    expect(JSON.parse((await get('/api/v1/igreja/codigo/grace')).body).igreja.codigo).toBe('grace');
    const before = hits();
    const badHost = await get('/api/v1/igreja/codigo/grace', { host: 'a@evil.example' });
    expect(badHost.status).toBe(400);
    expect(hits()).toBe(before);
  });

  it('gives the church as it is right after it changes in the database', async () => {
    await get('/api/v1/igreja/codigo/grace');
    expect(JSON.parse((await get('/api/v1/igreja/codigo/grace')).body).igreja.nome).not.toBe('Grace Church Downtown');
    await testApp().database.handle.db.execute(sql`update igreja set nome = 'Grace Church Downtown' where codigo = 'grace'`);
    await vi.waitFor(async () => expect(JSON.parse((await get('/api/v1/igreja/codigo/grace')).body).igreja.nome).toBe('Grace Church Downtown'), soon);
    const before = hits();
    expect(JSON.parse((await get('/api/v1/igreja/codigo/grace')).body).igreja.nome).toBe('Grace Church Downtown');
    expect(hits()).toBe(before + 1);
  });
});
