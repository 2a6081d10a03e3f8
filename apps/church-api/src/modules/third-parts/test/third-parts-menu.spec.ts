import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, HOSTS, login } from '../../../../test/helpers/account-helpers';
import { appMenuEntries } from '../app-menu';
import type { StoredApp } from '../third-parts-repository';

// A long TTL: what these tests see change in the menu, the change notification brought.
const testApp = setupTestApp({ tenantCacheTtlMs: 600_000 });
const db = () => testApp().database.handle.db;
type Church = keyof typeof HOSTS;

interface MenuItem {
  id: number;
  titulo: string;
  link: string;
  ordem: number;
  icone?: string | null;
  flagExterno: boolean;
}

/** The church's menu as its bootstrap carries it (the first paint's, inlined in the page the server renders). */
const menuOf = async (church: Church): Promise<MenuItem[]> => {
  const response = await call(testApp().app, { url: '/bff/tenant', headers: { host: HOSTS[church] } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().igrejaAppMenus;
};
const appEntries = async (church: Church) => (await menuOf(church)).filter((item) => item.link.startsWith('/third-parts/'));
const soon = { timeout: 5_000, interval: 20 };

describe("the church's menu", () => {
  it("ends with each switched-on app of the church, under the church's own name for it, linking to its page", async () => {
    const grace = await menuOf('grace');
    const own = grace.filter((item) => !item.link.startsWith('/third-parts/'));
    expect(grace.slice(-2)).toEqual([
      { id: expect.any(Number), titulo: 'Bible Study Hub', link: '/third-parts/study-hub', ordem: own.length + 1, icone: null, flagExterno: false },
      { id: expect.any(Number), titulo: 'Volunteer Rota', link: '/third-parts/volunteers', ordem: own.length + 2, icone: null, flagExterno: false },
    ]);
    // Never the id of one of the church's own entries.
    expect(grace.slice(-2).every((item) => item.id < 0)).toBe(true);
    expect(new Set(grace.map((item) => item.id)).size).toBe(grace.length);

    // Esperança's second app is configured with its module off: only its first is in its menu; vida has neither module.
    expect((await appEntries('esperanca')).map(({ titulo, link }) => ({ titulo, link }))).toEqual([{ titulo: 'Estudos em Grupo', link: '/third-parts/estudos' }]);
    expect(await appEntries('vida')).toEqual([]);
  });

  it("never shows another church's apps", async () => {
    const grace = (await appEntries('grace')).map((item) => item.titulo);
    const esperanca = (await appEntries('esperanca')).map((item) => item.titulo);
    expect(grace).not.toContain('Estudos em Grupo');
    expect(esperanca).not.toContain('Bible Study Hub');
    expect(esperanca).not.toContain('Volunteer Rota');
    // The per-piece read answers the same menu, church by church.
    const vidaId = (await call(testApp().app, { url: '/api/v1/igreja/codigo/vida', headers: { host: HOSTS.vida } })).json().igreja.id as number;
    const vida = await call(testApp().app, { url: `/api/v1/igreja-app-menu?igreja=${vidaId}`, headers: { host: HOSTS.vida } });
    expect(vida.json().igrejaAppMenus.some((item: MenuItem) => item.link.startsWith('/third-parts/'))).toBe(false);
  });

  it("follows a change of an app's name, and of its module, at once (the change notification drops the cached church)", async () => {
    await menuOf('grace'); // cached
    await db().execute(sql`update igreja_app_externo set nome = 'Bible Study Hub Plus' where slug = 'study-hub'`);
    try {
      await vi.waitFor(async () => expect((await appEntries('grace')).map((item) => item.titulo)).toEqual(['Bible Study Hub Plus', 'Volunteer Rota']), soon);
      // Esperança's menu is not grace's: unchanged.
      expect((await appEntries('esperanca')).map((item) => item.titulo)).toEqual(['Estudos em Grupo']);
    } finally {
      await db().execute(sql`update igreja_app_externo set nome = 'Bible Study Hub' where slug = 'study-hub'`);
    }
    await vi.waitFor(async () => expect((await appEntries('grace')).map((item) => item.titulo)).toEqual(['Bible Study Hub', 'Volunteer Rota']), soon);

    // Esperança switches its second app's module on: its entry appears; off again: it goes.
    const code = 'MOD_APP_EXTERNO_2';
    await db().execute(sql`insert into igreja_modulo (igreja_id, modulo_id) select i.id, m.id from igreja i, modulo m where i.codigo = 'esperanca' and m.codigo = ${code}`);
    try {
      await vi.waitFor(async () => expect((await appEntries('esperanca')).map((item) => item.link)).toEqual(['/third-parts/estudos', '/third-parts/voluntarios']), soon);
    } finally {
      await db().execute(sql`delete from igreja_modulo where igreja_id = (select id from igreja where codigo = 'esperanca') and modulo_id = (select id from modulo where codigo = ${code})`);
    }
    await vi.waitFor(async () => expect((await appEntries('esperanca')).map((item) => item.link)).toEqual(['/third-parts/estudos']), soon);
  });

  it('takes in an app added after the church was cached, and lets go of one removed, by their own notification', async () => {
    const modulesOf = async () => (await call(testApp().app, { url: '/bff/tenant', headers: { host: HOSTS.vida } })).json().modulos.map((m: { codigo: string }) => m.codigo);
    await db().execute(sql`insert into igreja_modulo (igreja_id, modulo_id) select i.id, m.id from igreja i, modulo m where i.codigo = 'vida' and m.codigo = 'MOD_APP_EXTERNO_1'`);
    try {
      // Vida cached again with the module on and no app yet: what changes next, only igreja_app_externo's trigger tells.
      await vi.waitFor(async () => expect(await modulesOf()).toContain('MOD_APP_EXTERNO_1'), soon);
      expect(await appEntries('vida')).toEqual([]);
      await db().execute(
        sql`insert into igreja_app_externo (igreja_id, codigo_modulo, slug, nome, endereco, audiencia) select id, 'MOD_APP_EXTERNO_1', 'comunidad', 'Comunidad Vida', 'https://apps.example/vida', 'vida-app' from igreja where codigo = 'vida'`,
      );
      await vi.waitFor(async () => expect((await appEntries('vida')).map(({ titulo, link }) => ({ titulo, link }))).toEqual([{ titulo: 'Comunidad Vida', link: '/third-parts/comunidad' }]), soon);
      await db().execute(sql`delete from igreja_app_externo where slug = 'comunidad'`);
      await vi.waitFor(async () => expect(await appEntries('vida')).toEqual([]), soon);
    } finally {
      await db().execute(sql`delete from igreja_app_externo where slug = 'comunidad'`);
      await db().execute(sql`delete from igreja_modulo where igreja_id = (select id from igreja where codigo = 'vida') and modulo_id = (select id from modulo where codigo = 'MOD_APP_EXTERNO_1')`);
    }
  });
});

describe('the segment of an app whose module is off', () => {
  it("answers its token call with 404 APP_EXTERNO_DESLIGADO (its page goes home), and an unknown segment with APP_EXTERNO_NAO_ENCONTRADO", async () => {
    const { token } = await login(testApp().app, 'member@esperanca.example');
    const tokenFor = (app: string) =>
      call(testApp().app, { method: 'POST', url: `/api/v1/igreja/igreja-esperanca-sao-paulo/app-externo/${app}/token`, token, headers: { host: HOSTS.esperanca } });
    const off = await tokenFor('voluntarios');
    expect(off.statusCode, off.body).toBe(404);
    expect(off.headers['content-type']).toContain('application/problem+json');
    expect(off.json()).toMatchObject({ code: 'APP_EXTERNO_DESLIGADO' });
    expect((await tokenFor('no-such-app')).json()).toMatchObject({ code: 'APP_EXTERNO_NAO_ENCONTRADO' });
    // grace's second app's segment, at esperança: not esperança's app at all.
    expect((await tokenFor('volunteers')).json()).toMatchObject({ code: 'APP_EXTERNO_NAO_ENCONTRADO' });
    expect((await tokenFor('estudos')).statusCode).toBe(200);
  });

  it('is refused to a guest and to a member of another church before anything is said of the app', async () => {
    const url = '/api/v1/igreja/igreja-esperanca-sao-paulo/app-externo/voluntarios/token';
    expect((await call(testApp().app, { method: 'POST', url, headers: { host: HOSTS.esperanca } })).statusCode).toBe(401);
    const { token } = await login(testApp().app, 'member@grace.example');
    expect((await call(testApp().app, { method: 'POST', url, token, headers: { host: HOSTS.esperanca } })).statusCode).toBe(403);
  });
});

describe('appMenuEntries', () => {
  const app = (over: Partial<StoredApp>): StoredApp => ({
    id: 7,
    codigoModulo: 'MOD_APP_EXTERNO_1',
    slug: 'hub',
    nome: 'Hub',
    endereco: 'https://apps.example/',
    modo: 'embutido',
    audiencia: 'hub',
    ...over,
  });

  it('takes the switched-on apps whose address may be opened, in their order, under their own names', () => {
    const apps = [
      app({}),
      app({ id: 8, codigoModulo: 'MOD_APP_EXTERNO_2', slug: 'rota', nome: 'Rota' }),
      app({ id: 9, codigoModulo: 'MOD_APP_EXTERNO_2', slug: 'lan', nome: 'Lan', endereco: 'http://127.0.0.1:4000/' }),
    ];
    expect(appMenuEntries(apps, new Set(['MOD_APP_EXTERNO_1', 'MOD_APP_EXTERNO_2']), false)).toEqual([
      { id: -7, titulo: 'Hub', link: '/third-parts/hub', icone: null, flagExterno: false },
      { id: -8, titulo: 'Rota', link: '/third-parts/rota', icone: null, flagExterno: false },
    ]);
    expect(appMenuEntries(apps, new Set(['MOD_APP_EXTERNO_2']), true).map((entry) => entry.titulo)).toEqual(['Rota', 'Lan']);
    expect(appMenuEntries(apps, new Set(['MOD_NOTICIA']), true)).toEqual([]);
    expect(appMenuEntries([app({ endereco: '/demo/third-parts/app.html' }), app({ id: 2, endereco: '//evil.example/' })], new Set(['MOD_APP_EXTERNO_1']), false).map((entry) => entry.id)).toEqual([-7]);
  });
});
