import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpGet, withoutDate } from '../helpers/http-get';
import { setupTestApp } from '../helpers/test-app';

// A build whose server renderer renders the home and the prayer wall from the API (fixtures/web-rendered).
const webDist = fileURLToPath(new URL('../fixtures/web-rendered', import.meta.url));
const testApp = setupTestApp({ webDist, tenantCacheTtlMs: 600_000 });
let port = 0;

beforeAll(async () => {
  await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp().app.server.address() as AddressInfo).port;
});

const get = (path: string, headers: Record<string, string> = {}) => httpGet(port, path, headers);

const hits = () => testApp().app.publicAnswerCache.stats().hits;

describe('church pages kept in front of the app', () => {
  it('gives a rendered page from the public answer cache once the app has given it: the same headers and body', async () => {
    const first = await get('/prayer');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<main><ul>');
    const before = hits();
    const second = await get('/prayer');
    expect(hits()).toBe(before + 1);
    expect(second.body).toBe(first.body);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("reports the render thread's heap in the metrics once it has rendered a page", async () => {
    await get('/?heap');
    const heap = /^church_render_thread_heap_bytes\{thread="1"\} (\d+)$/m.exec(await testApp().app.metrics.text());
    expect(Number(heap?.[1])).toBeGreaterThan(1024 * 1024);
  });

  it('keeps each encoding of a page apart', async () => {
    await get('/', { 'accept-encoding': 'br' });
    const before = hits();
    const brotli = await get('/', { 'accept-encoding': 'br' });
    const plain = await get('/');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main><ul>');
    expect(hits()).toBe(before + 1);
  });

  it('leaves a visitor with a cookie, an unknown host and a missing API route to the app', async () => {
    await get('/prayer');
    const before = hits();
    expect((await get('/prayer', { cookie: 'a=b' })).headers['cache-control']).toBe('private, no-cache');
    expect((await get('/prayer', { host: 'nobody.localhost:3000' })).status).toBe(404);
    await get('/api/v1/nothing-here');
    expect((await get('/api/v1/nothing-here')).headers['content-type']).toContain('application/problem+json');
    expect(hits()).toBe(before);
  });
});
