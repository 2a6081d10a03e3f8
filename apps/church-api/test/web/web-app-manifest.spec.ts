import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { TenantBootstrap } from '@church/contracts-bff';
import { shortAppName, webAppManifest, type WebAppManifest } from '../../src/web/web-app-manifest';
import { setupTestApp } from '../helpers/test-app';

// With the web build's static files served too, as in production: the manifest is the church's, not a file's.
const webDist = fileURLToPath(new URL('../fixtures/web', import.meta.url));
const testApp = setupTestApp({ webDist, tenantCacheTtlMs: 600_000 });
const get = (host: string, url = '/manifest.webmanifest', headers: Record<string, string> = {}) =>
  testApp().app.inject({ method: 'GET', url, headers: { host, ...headers } });

async function manifestOf(host: string): Promise<WebAppManifest> {
  const response = await get(host);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/manifest+json');
  expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  return response.json();
}

describe('/manifest.webmanifest', () => {
  it('is the church of the host: its name, short name, language, colour and its own apps in the stores', async () => {
    const grace = await manifestOf('grace.localhost:3000');
    expect(grace).toMatchObject({
      id: '/',
      name: 'Grace Community Church',
      short_name: 'Grace',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1F4E9E',
      background_color: '#FFFFFF',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      related_applications: [
        { platform: 'itunes', url: 'https://apps.apple.com/us/app/grace-community-church-boston/id6450000142', id: 'id6450000142' },
        { platform: 'play', url: 'https://play.google.com/store/apps/details?id=org.gracecommunity.boston', id: 'org.gracecommunity.boston' },
      ],
      prefer_related_applications: false,
    });
    expect(grace.description).toMatch(/^Grace Community Church is a family of believers in the heart of Boston/);

    const esperanca = await manifestOf('esperanca.localhost:3000');
    expect(esperanca).toMatchObject({ name: 'Igreja Esperança', short_name: 'Esperança', lang: 'pt-BR', theme_color: '#1B7F4C', start_url: '/' });
    expect(esperanca.description).toMatch(/^A Igreja Esperança é uma comunidade cristã/);
    // A church without an app of its own: nothing to point at, the web app is the app.
    expect(esperanca.related_applications).toBeUndefined();
    expect(esperanca.prefer_related_applications).toBeUndefined();

    expect(await manifestOf('vida.localhost:3000')).toMatchObject({ name: 'Iglesia Vida', short_name: 'Iglesia Vida', lang: 'es', theme_color: '#B3261E' });
  });

  it('is the same on a custom host name of the church, and its theme colour is the page’s', async () => {
    expect(await manifestOf('www.gracechurch.test')).toEqual(await manifestOf('grace.localhost:3000'));
    const page = await get('grace.localhost:3000', '/about');
    expect(page.body).toContain('<meta name="theme-color" content="#1F4E9E">');
  });

  it('carries an ETag and answers 304 to If-None-Match', async () => {
    const first = await get('esperanca.localhost:3000');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('esperanca.localhost:3000', '/manifest.webmanifest', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another church's manifest is another body.
    expect((await get('vida.localhost:3000', '/manifest.webmanifest', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers HEAD too', async () => {
    const head = await testApp().app.inject({ method: 'HEAD', url: '/manifest.webmanifest', headers: { host: 'grace.localhost' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/manifest+json');
    expect(head.body).toBe('');
  });

  it('is 404 for a host that serves no church, and for a church that is not active', async () => {
    for (const host of ['nowhere.localhost', 'localhost:3000', 'unknown.example', 'fechada.localhost']) {
      const response = await get(host);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('follows a change to the church: its name, colour and logo, with a new ETag', async () => {
    const before = await get('vida.localhost:3000');
    const db = testApp().database.handle.db;
    await db.execute(sql`update igreja set nome = 'Iglesia Evangélica Vida de Madrid' where codigo = 'vida'`);
    await db.execute(
      sql`update igreja_visual set cor_app = '#2A9D8F', logo = ${JSON.stringify({ url: '/uploads/vida/logo.png', largura: 512, altura: 512 })}::jsonb
          where igreja_id = (select id from igreja where codigo = 'vida')`,
    );
    await vi.waitFor(async () => expect((await manifestOf('vida.localhost:3000')).theme_color).toBe('#2A9D8F'), { timeout: 5_000, interval: 20 });
    const after = await get('vida.localhost:3000');
    expect(after.json()).toMatchObject({
      name: 'Iglesia Evangélica Vida de Madrid',
      short_name: 'Vida Madrid',
      icons: [{ src: '/uploads/vida/logo.png', sizes: '512x512', type: 'image/png' }],
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('vida.localhost:3000', '/manifest.webmanifest', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  it('is no file of the web build, which the static files would answer first for every church', () => {
    expect(existsSync(fileURLToPath(new URL('../../../church-web/public/manifest.webmanifest', import.meta.url)))).toBe(false);
  });
});

describe('shortAppName', () => {
  it('keeps a name that fits under an icon', () => {
    expect(shortAppName('Iglesia Vida')).toBe('Iglesia Vida');
    expect(shortAppName('  Bethel  ')).toBe('Bethel');
  });

  it('keeps the words that say which church it is, as many as fit in 12 characters', () => {
    expect(shortAppName('Grace Community Church')).toBe('Grace');
    expect(shortAppName('Igreja Esperança')).toBe('Esperança');
    expect(shortAppName('Primeira Igreja Batista de Curitiba')).toBe('Primeira');
    expect(shortAppName('The Church of the Redeemer')).toBe('Redeemer');
    expect(shortAppName('Iglesia Evangélica Vida de Madrid')).toBe('Vida Madrid');
  });

  it('falls back to the whole name’s words, and cuts a single long word with an ellipsis', () => {
    expect(shortAppName('Community Church of the Bay')).toBe('Bay');
    expect(shortAppName('Community Church')).toBe('Community');
    expect(shortAppName('Comunidadeevangelicanova')).toBe('Comunidadee…');
    for (const name of ['Grace Community Church', 'Comunidadeevangelicanova', 'Igreja Presbiteriana Independente']) {
      expect([...shortAppName(name)].length).toBeLessThanOrEqual(12);
    }
  });
});

describe('webAppManifest', () => {
  const bootstrap = (igreja: Partial<TenantBootstrap['igreja']>, igrejaVisual?: TenantBootstrap['igrejaVisual']): TenantBootstrap => ({
    igreja: {
      id: 1,
      slug: 's',
      uuid: '00000000-0000-0000-0000-000000000000',
      codigo: 'c',
      idioma: 'fr_FR',
      slugOrganizacao: 'o',
      flagAtivo: true,
      nome: 'Église Protestante Unie de Lyon',
      imagens: [],
      moeda: 'EUR',
      dataCadastro: '2026-01-01T00:00:00.000Z',
      fusoHorario: 'Europe/Paris',
      ...igreja,
    },
    modulos: [],
    ...(igrejaVisual ? { igrejaVisual } : {}),
    metodosPagamento: [],
    igrejaAppMenus: [],
    banners: [],
    config: { appDomain: 'localhost', adminUrl: 'https://admin.example' },
  });

  it('names no language for a church whose language the site has not (its pages are in each visitor’s)', () => {
    const manifest = webAppManifest(bootstrap({}));
    expect(manifest.lang).toBeUndefined();
    expect(manifest.dir).toBe('auto');
    expect(manifest.description).toBeUndefined();
    // No visual of its own: the site's default colour, as its pages are painted.
    expect(manifest.theme_color).toBe('#3F51B5');
  });

  it('takes an SVG logo at any size, cuts a long description as the page’s meta description does, and points at Google Play alone', () => {
    const manifest = webAppManifest(
      bootstrap(
        { idioma: 'pt_BR', descricao: `<p>${'Uma igreja acolhedora. '.repeat(20)}</p>`, linkGooglePlay: 'https://play.google.com/store/apps/details?id=br.org.igreja' },
        { corApp: '#1b7f4c', logo: { url: 'https://cdn.example/logo.svg', largura: 0, altura: 0 } },
      ),
    );
    expect(manifest).toMatchObject({ lang: 'pt-BR', dir: 'ltr', theme_color: '#1B7F4C', icons: [{ src: 'https://cdn.example/logo.svg', sizes: 'any', type: 'image/svg+xml' }] });
    expect(manifest.description?.length).toBeLessThanOrEqual(160);
    expect(manifest.description).not.toContain('<p>');
    expect(manifest.related_applications).toEqual([{ platform: 'play', url: 'https://play.google.com/store/apps/details?id=br.org.igreja', id: 'br.org.igreja' }]);
    expect(manifest.prefer_related_applications).toBe(false);
  });
});
