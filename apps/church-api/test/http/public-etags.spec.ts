import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';
import { login } from '../helpers/account-helpers';

const testApp = setupTestApp({ tenantCacheTtlMs: 600_000 });
const get = (url: string, headers: Record<string, string> = {}) => testApp().app.inject({ method: 'GET', url, headers: { host: GRACE_HOST, ...headers } });

const PUBLIC = 'public, max-age=0, must-revalidate';
const PRIVATE = 'private, no-store';

describe.each([
  ['the tenant bootstrap', '/bff/tenant'],
  ['the church by its code', '/api/v1/igreja/codigo/grace'],
  ['the church by its host name', '/api/v1/igreja/?hostname=www.gracechurch.test'],
])('%s (a body made once per church)', (_name, url) => {
  it('carries a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('is never stored for a request with credentials', async () => {
    const { token } = await login(testApp().app, 'member@grace.example');
    const signedIn = await get(url, { authorization: `Bearer ${token}`, 'if-none-match': (await get(url)).headers.etag as string });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe(PRIVATE);
  });
});

describe('a compressed cached body', () => {
  it('has its own ETag for each encoding, each answered 304', async () => {
    const plain = await get('/bff/tenant');
    const gzipped = await get('/bff/tenant', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-gz"'));
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect((await get('/bff/tenant', { 'accept-encoding': 'gzip', 'if-none-match': gzipped.headers.etag as string })).statusCode).toBe(304);
    const brotli = await get('/bff/tenant', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-br"'));
  });
});

describe('another public read (news of a church)', () => {
  const news = '/api/v1/igreja/grace-community-church/noticia/';

  it('carries a weak ETag of its JSON and answers 304 to If-None-Match', async () => {
    const first = await get(news);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    const again = await get(news, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`${news}?page=2`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('has none, and is never stored, for a request with a bearer token', async () => {
    const { token } = await login(testApp().app, 'member@grace.example');
    const signedIn = await get(news, { authorization: `Bearer ${token}`, 'if-none-match': (await get(news)).headers.etag as string });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe(PRIVATE);
  });

  it('leaves errors without a validator', async () => {
    const missing = await get('/api/v1/igreja/grace-community-church/noticia/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('a change to the church', () => {
  it('changes the bootstrap’s ETag, so the client’s copy is answered in full', async () => {
    const before = await get('/bff/tenant');
    await testApp().database.handle.db.execute(sql`update igreja set telefone = '+1 555 0100' where codigo = 'grace'`);
    await vi.waitFor(async () => {
      const after = await get('/bff/tenant', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json().igreja.telefone).toBe('+1 555 0100');
    }, { timeout: 5_000, interval: 20 });
  });
});
