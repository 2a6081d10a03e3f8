import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../helpers/test-app';

const testApp = setupTestApp({ tenantCacheTtlMs: 600_000 });
const get = (host: string, url: string, headers: Record<string, string> = {}) => testApp().app.inject({ method: 'GET', url, headers: { host, ...headers } });

async function sitemapUrls(host: string): Promise<string[]> {
  const response = await get(host, '/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

const pathsOf = (urls: string[], origin: string) =>
  urls.map((url) => {
    expect(url.startsWith(`${origin}/`)).toBe(true);
    return url.slice(origin.length);
  });

async function apiList(host: string, url: string, field: string): Promise<{ id: number }[]> {
  const response = await get(host, url);
  expect(response.statusCode).toBe(200);
  return response.json()[field];
}

describe('sitemap.xml', () => {
  it('lists every public page of a church with every module on, items included, on its own host name', async () => {
    const paths = pathsOf(await sitemapUrls('grace.localhost:3000'), 'http://grace.localhost:3000');
    for (const page of ['/', '/about', '/churchs', '/schedule', '/news', '/devotionals', '/ministries', '/ebds', '/publication-types', '/publications', '/studies', '/videos', '/podcast', '/play', '/play/plans']) {
      expect(paths).toContain(page);
    }
    const grace = 'grace-community-church';
    for (const item of await apiList('grace.localhost', `/api/v1/igreja/${grace}/noticia/`, 'noticias')) expect(paths).toContain(`/news/${item.id}`);
    for (const item of await apiList('grace.localhost', `/api/v1/igreja/${grace}/devocional/`, 'devocionais')) expect(paths).toContain(`/devotionals/${item.id}`);
    expect(paths.some((path) => /^\/ministries\/\d+\/projects\/\d+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/ebds\/[a-z0-9-]+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/publications\/[a-z0-9-]+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/studies\/\d+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/videos\/[\w-]+$/.test(path))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists only the pages of the modules a church has switched on', async () => {
    const paths = pathsOf(await sitemapUrls('vida.localhost:3000'), 'http://vida.localhost:3000');
    for (const page of ['/', '/about', '/churchs', '/news', '/ministries', '/videos', '/podcast']) expect(paths).toContain(page);
    expect(paths.some((path) => /^\/news\/\d+$/.test(path))).toBe(true);
    for (const area of ['/schedule', '/devotionals', '/ebds', '/publication', '/studies']) {
      expect(paths.filter((path) => path.startsWith(area))).toEqual([]);
    }
  });

  it('uses the custom host name the request came in on, and never a host the church does not have', async () => {
    const custom = await sitemapUrls('www.gracechurch.test');
    expect(custom[0]).toBe('http://www.gracechurch.test:3000/');
    const viaProxy = await get('grace.localhost:3000', '/sitemap.xml', { 'x-forwarded-host': 'evil.example' });
    expect(viaProxy.body).not.toContain('evil.example');
  });

  it('drops a module’s pages once the church switches it off', async () => {
    const vida = (await get('vida.localhost', '/api/v1/igreja/codigo/vida')).json().igreja.id as number;
    await testApp().database.handle.db.execute(
      sql`delete from igreja_modulo where igreja_id = ${vida} and modulo_id = (select id from modulo where codigo = 'MOD_NOTICIA')`,
    );
    await vi.waitFor(async () => expect((await sitemapUrls('vida.localhost:3000')).some((url) => url.includes('/news'))).toBe(false), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('is 404 for a host that serves no church, and for a church that is not active', async () => {
    for (const host of ['nowhere.localhost', 'localhost:3000', 'unknown.example', 'fechada.localhost']) {
      expect((await get(host, '/sitemap.xml')).statusCode).toBe(404);
    }
  });

  it('carries an ETag and answers 304 to If-None-Match', async () => {
    const first = await get('grace.localhost:3000', '/sitemap.xml');
    expect(first.headers.etag).toBeDefined();
    expect((await get('grace.localhost:3000', '/sitemap.xml', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the member and visitor-only areas, and names the church’s sitemap', async () => {
    const response = await get('grace.localhost:3000', '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Sitemap: http://grace.localhost:3000/sitemap.xml');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const area of ['/user', '/access', '/checkout', '/prayer/new', '/groups/request/', '/reading-plans', '/third-parts', '/embed', '/dev/']) expect(disallowed).toContain(area);
    // Each module's areas come from its descriptor, and each is said once.
    expect(new Set(disallowed).size).toBe(disallowed.length);
    for (const path of pathsOf(await sitemapUrls('grace.localhost:3000'), 'http://grace.localhost:3000')) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });

  it('names the sitemap on the host name asked for', async () => {
    expect((await get('www.gracechurch.test', '/robots.txt')).body).toContain('Sitemap: http://www.gracechurch.test:3000/sitemap.xml');
    expect((await get('vida.localhost:3000', '/robots.txt')).body).toContain('Sitemap: http://vida.localhost:3000/sitemap.xml');
  });

  it('lets nothing of a church that is not active be crawled, and is 404 for a host that serves no church', async () => {
    expect((await get('fechada.localhost', '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('nowhere.localhost', '/robots.txt')).statusCode).toBe(404);
    expect((await get('unknown.example', '/robots.txt')).statusCode).toBe(404);
  });

  it('answers HEAD too', async () => {
    const head = await testApp().app.inject({ method: 'HEAD', url: '/robots.txt', headers: { host: 'grace.localhost' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
