import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../helpers/test-app';

const webDist = fileURLToPath(new URL('../fixtures/web', import.meta.url));
const testApp = setupTestApp({ webDist, adminUrl: 'https://admin.example/' });

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  testApp().app.inject({ method: 'GET', url, headers: { host, ...headers } });

function inlinedBootstrap(html: string) {
  const match = /<script id="church-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inlined bootstrap');
  return JSON.parse(match[1]);
}

describe('the church page', () => {
  it('inlines the bootstrap, language, title, description and colours of the church of the host', async () => {
    const response = await page('esperanca.localhost:3000', '/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, must-revalidate');
    const html = response.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Igreja Esperança</title>');
    expect(html).toContain(':root{--church-primary:#1B7F4C;');
    expect(html).toMatch(/<meta name="description" content="A Igreja Esperança é uma comunidade cristã[^"]*">/);
    const bootstrap = inlinedBootstrap(html);
    expect(bootstrap.igreja.codigo).toBe('esperanca');
    expect(bootstrap.modulos.length).toBeGreaterThan(0);
    expect(bootstrap.igrejaAppMenus[0].titulo).toBe('Início');
  });

  it('serves the page with a church change as soon as the change is told, without waiting for the page to expire', async () => {
    const before = await page('vida.localhost:3000', '/about');
    expect(before.body).toContain(':root{--church-primary:#');
    const vidaId = inlinedBootstrap(before.body).igreja.id as number;
    await testApp().database.handle.db.execute(sql`update igreja_visual set cor_app = '#2A9D8F' where igreja_id = ${vidaId}`);
    await vi.waitFor(async () => expect((await page('vida.localhost:3000', '/about')).body).toContain('--church-primary:#2A9D8F;'), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it("names the page's address from the church's host names and the configured port, never the Host header's port", async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
    const usual = canonical((await page('grace.localhost:3000', '/about')).body);
    expect(usual).toMatch(/^http:\/\/grace\.localhost(:\d+)?\/about$/);
    const forged = (await page('grace.localhost:9999', '/about')).body;
    expect(canonical(forged)).toBe(usual);
    expect(forged).not.toContain(':9999');
  });

  it('serves each church its own page, and the custom host name its church', async () => {
    const grace = await page('grace.localhost:3000');
    expect(grace.body).toContain('<html lang="en">');
    expect(inlinedBootstrap(grace.body).igrejaVisual.corApp).toBe('#1F4E9E');
    const vida = await page('vida.localhost:3000');
    expect(vida.body).toContain('<html lang="es">');
    expect(inlinedBootstrap((await page('www.gracechurch.test')).body).igreja.codigo).toBe('grace');
  });

  it('serves an inactive church a page that lets the shell show its error page', async () => {
    const response = await page('fechada.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(inlinedBootstrap(response.body).igreja.flagAtivo).toBe(false);
  });

  it("serves a church's page in the church's language whatever the browser's, and says it varies only on the encoding", async () => {
    const english = await page('grace.localhost:3000', '/about', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.vary).toBe('Accept-Encoding');
    const again = await page('grace.localhost:3000', '/about', { 'accept-language': 'es' });
    expect(again.headers.etag).toBe(english.headers.etag);
  });

  it("serves a church whose language the site does not have in the browser's language, and says the page varies on it", async () => {
    const { db } = testApp().database.handle;
    const vidaId = inlinedBootstrap((await page('vida.localhost:3000', '/about')).body).igreja.id as number;
    await db.execute(sql`update igreja set idioma = 'fr_FR' where id = ${vidaId}`);
    try {
      await vi.waitFor(async () => expect((await page('vida.localhost:3000', '/about', { 'accept-language': 'pt-BR' })).body).toContain('<html lang="pt-BR">'), {
        timeout: 5_000,
        interval: 20,
      });
      const portuguese = await page('vida.localhost:3000', '/about', { 'accept-language': 'pt-BR' });
      expect(portuguese.headers.vary).toBe('Accept-Encoding, Accept-Language');
      const spanish = await page('vida.localhost:3000', '/about', { 'accept-language': 'es-MX,es;q=0.9' });
      expect(spanish.body).toContain('<html lang="es">');
      expect(spanish.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect((await page('vida.localhost:3000', '/about')).body).toContain('<html lang="en">');
    } finally {
      await db.execute(sql`update igreja set idioma = 'es_ES' where id = ${vidaId}`);
    }
  });

  it('answers a clear 404 page in the browser language for a host that serves no church', async () => {
    const response = await page('nowhere.localhost:3000', '/', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.vary).toBe('Accept-Language');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Igreja não encontrada');
    expect(response.body).not.toContain('church-bootstrap');
  });

  it('serves the built assets with a long cache, and 404 for missing ones', async () => {
    const asset = await page('grace.localhost:3000', '/assets/index-test.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await page('grace.localhost:3000', '/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('serves the page for an address with a dot that names no file type, and 404 for a missing file of a type it serves', async () => {
    for (const url of ['/bible/John.3', '/user/notes/retreat.letters', '/event/a.b.c']) {
      const response = await page('grace.localhost:3000', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    for (const url of ['/demo/nothing.mp4', '/uploads/none.PNG', '/favicon-none.ico']) {
      const response = await page('grace.localhost:3000', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('answers problem+json, not a page, for an unknown API route', async () => {
    const response = await page('grace.localhost:3000', '/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it("sends /admin and /admin/recover-password to the admin site with the browser language and the church's code, on a custom host name too", async () => {
    const admin = await page('grace.localhost:3000', '/admin', { 'accept-language': 'es-ES,es;q=0.8' });
    expect(admin.statusCode).toBe(302);
    expect(admin.headers.location).toBe('https://admin.example/login?lang=es&church=grace');
    const recover = await page('www.gracechurch.test', '/admin/recover-password');
    expect(recover.headers.location).toBe('https://admin.example/recover-password?lang=en&church=grace');
    // A host that serves no church keeps its first label.
    expect((await page('nowhere.localhost:3000', '/admin')).headers.location).toBe('https://admin.example/login?lang=en&church=nowhere');
  });

  it('sets security headers', async () => {
    const response = await page('grace.localhost:3000');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
