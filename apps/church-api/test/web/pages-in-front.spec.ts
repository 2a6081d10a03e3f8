import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';

// A build whose server renderer renders the home and the prayer wall from the API (fixtures/web-rendered).
const webDist = fileURLToPath(new URL('../fixtures/web-rendered', import.meta.url));
const testApp = setupTestApp({ webDist, tenantCacheTtlMs: 600_000 });
let port = 0;

beforeAll(async () => {
  await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp().app.server.address() as AddressInfo).port;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A real HTTP request: the public answer cache sits in front of the app, where inject() does not pass. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host: GRACE_HOST, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

const hits = () => testApp().app.publicAnswerCache.stats().hits;
const withoutDate = ({ date: _date, ...headers }: Answer['headers']) => headers;

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
