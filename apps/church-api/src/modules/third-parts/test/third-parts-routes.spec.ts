import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, HOSTS, login, me, newMember } from '../../../../test/helpers/account-helpers';
import { appAddress, withTokenFragment } from '../app-address';
import { APP_TOKEN_TTL_SECONDS } from '../app-tokens';

const testApp = setupTestApp();

const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';
const VIDA = 'iglesia-vida-madrid';
type Church = keyof typeof HOSTS;

const db = () => testApp().database.handle.db;
const list = (slug: string, church: Church = 'grace') => call(testApp().app, { url: `/api/v1/igreja/${slug}/app-externo/`, headers: { host: HOSTS[church] } });
const jwks = (slug: string, church: Church = 'grace') => call(testApp().app, { url: `/api/v1/igreja/${slug}/app-externo/jwks.json`, headers: { host: HOSTS[church] } });
const tokenFor = (token: string | undefined, slug: string, app: string, church: Church = 'grace') =>
  call(testApp().app, { method: 'POST', url: `/api/v1/igreja/${slug}/app-externo/${app}/token`, token, headers: { host: HOSTS[church] } });
const memberToken = async (email = 'member@grace.example') => (await login(testApp().app, email)).token;

/** Switches grace's second app's module on or off and waits until the tenant cache says so (its list). */
async function switchSecondApp(on: boolean) {
  const code = 'MOD_APP_EXTERNO_2';
  if (on) await db().execute(sql`insert into igreja_modulo (igreja_id, modulo_id) select i.id, m.id from igreja i, modulo m where i.codigo = 'grace' and m.codigo = ${code} on conflict do nothing`);
  else await db().execute(sql`delete from igreja_modulo where igreja_id = (select id from igreja where codigo = 'grace') and modulo_id = (select id from modulo where codigo = ${code})`);
  await vi.waitFor(async () => expect((await list(GRACE)).json().apps.some((app: { slug: string }) => app.slug === 'volunteers')).toBe(on), { timeout: 5000, interval: 50 });
}

describe('GET /igreja/{slug}/app-externo/', () => {
  it("lists the church's switched-on apps with their name, segment and how they open, nothing else", async () => {
    const response = await list(GRACE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      apps: [
        { slug: 'study-hub', nome: 'Bible Study Hub', modo: 'embutido' },
        { slug: 'volunteers', nome: 'Volunteer Rota', modo: 'nova-aba' },
      ],
    });
    expect((await list(ESPERANCA, 'esperanca')).json()).toEqual({ apps: [{ slug: 'estudos', nome: 'Estudos em Grupo', modo: 'embutido' }] });
    expect((await list(VIDA, 'vida')).json()).toEqual({ apps: [] });
  });

  it('answers 404 for an unknown church and 400 for a malformed slug', async () => {
    expect((await list('nowhere')).statusCode).toBe(404);
    expect((await list('Not%20A%20Slug')).statusCode).toBe(400);
  });
});

describe('POST /igreja/{slug}/app-externo/{app}/token', () => {
  it("gives a member a short-lived EdDSA token for the app, naming them, that verifies against the church's JWKS", async () => {
    const token = await memberToken();
    const account = await me(testApp().app, token);
    const response = await tokenFor(token, GRACE, 'study-hub');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ endereco: 'http://grace.localhost:3000/demo/third-parts/app.html?aud=demo-study-hub', modo: 'embutido', nome: 'Bible Study Hub' });
    expect(body.token).not.toBe(token);

    const keys = await jwks(GRACE);
    expect(keys.statusCode).toBe(200);
    expect(keys.headers['access-control-allow-origin']).toBe('*');
    const header = decodeProtectedHeader(body.token);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: keys.json().keys[0].kid });
    const { payload } = await jwtVerify(body.token, createLocalJWKSet(keys.json()), {
      algorithms: ['EdDSA'],
      issuer: 'http://grace.localhost:3000',
      audience: 'demo-study-hub',
    });
    expect(payload).toMatchObject({ sub: String(account.id), name: 'Emily Carter', email: 'member@grace.example', igreja: GRACE });
    const { exp = 0, iat = 0 } = payload;
    expect(exp - iat).toBe(APP_TOKEN_TTL_SECONDS);
    expect(APP_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(120);
    expect(new Date(body.expiraEm).getTime()).toBe(exp * 1000);
    expect(payload.jti).toEqual(expect.any(String));
    // Another token is another jti.
    const again = (await tokenFor(token, GRACE, 'study-hub')).json().token;
    const { payload: second } = await jwtVerify(again, createLocalJWKSet(keys.json()), { audience: 'demo-study-hub' });
    expect(second.jti).not.toBe(payload.jti);
  });

  it("is not verified by another church's keys, nor for another app's audience", async () => {
    const body = (await tokenFor(await memberToken(), GRACE, 'volunteers')).json();
    const esperancaKeys = (await jwks(ESPERANCA, 'esperanca')).json();
    await expect(jwtVerify(body.token, createLocalJWKSet(esperancaKeys))).rejects.toThrow();
    const graceKeys = createLocalJWKSet((await jwks(GRACE)).json());
    await expect(jwtVerify(body.token, graceKeys, { audience: 'demo-study-hub' })).rejects.toThrow();
    await expect(jwtVerify(body.token, graceKeys, { audience: 'demo-volunteers' })).resolves.toBeDefined();
  });

  it('refuses a guest (401), a bad token (401) and a member of another church (403)', async () => {
    const guest = await tokenFor(undefined, GRACE, 'study-hub');
    expect(guest.statusCode).toBe(401);
    expect((await tokenFor('not-a-token', GRACE, 'study-hub')).statusCode).toBe(401);
    const other = await newMember(testApp().app, 'esperanca');
    const refused = await tokenFor(other.token, GRACE, 'study-hub');
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it("answers 404 for an unknown app and for another church's app", async () => {
    const token = await memberToken();
    const unknown = await tokenFor(token, GRACE, 'no-such-app');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'APP_EXTERNO_NAO_ENCONTRADO' });
    // esperanca's app, asked for at grace.
    expect((await tokenFor(token, GRACE, 'estudos')).statusCode).toBe(404);
    // grace's app, asked for at esperanca by esperanca's member.
    expect((await tokenFor(await memberToken('member@esperanca.example'), ESPERANCA, 'study-hub', 'esperanca')).statusCode).toBe(404);
  });

  it('answers 400 naming a malformed app segment', async () => {
    const token = await memberToken();
    for (const segment of ['Study-Hub', '-study', 'a'.repeat(41), 'study%20hub', 'study_hub']) {
      const response = await tokenFor(token, GRACE, segment);
      expect(response.statusCode, segment).toBe(400);
      expect(response.json().errors, segment).toEqual([expect.objectContaining({ field: 'params.app' })]);
    }
  });

  it("answers 404 for an app whose module the church switched off, and leaves it out of the list", async () => {
    const token = await memberToken();
    await switchSecondApp(false);
    try {
      const off = await tokenFor(token, GRACE, 'volunteers');
      expect(off.statusCode).toBe(404);
      // Its page goes home, as any module route of a church without the module (an unknown one is not found).
      expect(off.json()).toMatchObject({ code: 'APP_EXTERNO_DESLIGADO' });
      expect((await list(GRACE)).json().apps.map((app: { slug: string }) => app.slug)).toEqual(['study-hub']);
      expect((await tokenFor(token, GRACE, 'study-hub')).statusCode).toBe(200);
    } finally {
      await switchSecondApp(true);
    }
  });

  it('leaves out an app whose stored address may not be opened (http to a host that is not this machine)', async () => {
    await db().execute(sql`update igreja_app_externo set endereco = 'http://apps.example/x' where slug = 'estudos'`);
    try {
      expect((await list(ESPERANCA, 'esperanca')).json()).toEqual({ apps: [] });
      expect((await tokenFor(await memberToken('member@esperanca.example'), ESPERANCA, 'estudos', 'esperanca')).statusCode).toBe(404);
    } finally {
      await db().execute(sql`update igreja_app_externo set endereco = '/demo/third-parts/app.html?aud=demo-estudos' where slug = 'estudos'`);
    }
  });

  it('the database refuses an app row with a bad mode, segment, module or address', async () => {
    const insert = (values: { codigo: string; slug: string; endereco: string; modo: string }) =>
      db().execute(
        sql`insert into igreja_app_externo (igreja_id, codigo_modulo, slug, nome, endereco, modo, audiencia) select id, ${values.codigo}, ${values.slug}, 'x', ${values.endereco}, ${values.modo}, 'x' from igreja where codigo = 'vida'`,
      );
    const good = { codigo: 'MOD_APP_EXTERNO_1', slug: 'ok', endereco: 'https://apps.example/', modo: 'embutido' };
    await expect(insert({ ...good, modo: 'popup' })).rejects.toThrow();
    await expect(insert({ ...good, slug: 'Bad Slug' })).rejects.toThrow();
    await expect(insert({ ...good, codigo: 'MOD_NOTICIA' })).rejects.toThrow();
    await expect(insert({ ...good, endereco: 'data:text/html,x' })).rejects.toThrow();
    await expect(insert({ ...good, endereco: '//evil.example/' })).rejects.toThrow();
  });
});

describe('GET /igreja/{slug}/app-externo/jwks.json', () => {
  it("gives each church its own Ed25519 key, the same on every call", async () => {
    const grace = (await jwks(GRACE)).json();
    expect(grace).toEqual({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), kid: expect.any(String), alg: 'EdDSA', use: 'sig' }] });
    expect((await jwks(GRACE)).json()).toEqual(grace);
    expect((await jwks(VIDA, 'vida')).json().keys[0].x).not.toBe(grace.keys[0].x);
    expect((await jwks('nowhere')).statusCode).toBe(404);
  });
});

describe('appAddress', () => {
  const site = 'https://www.gracechurch.example';
  it('takes https addresses and paths of the church site; http only to this machine under a local domain', () => {
    expect(appAddress('https://apps.example/a?b=1', site, false)?.href).toBe('https://apps.example/a?b=1');
    expect(appAddress('/demo/x.html', site, false)?.href).toBe('https://www.gracechurch.example/demo/x.html');
    expect(appAddress('http://127.0.0.1:4000/app', site, true)?.href).toBe('http://127.0.0.1:4000/app');
    expect(appAddress('http://apps.localhost:4000/app', site, true)?.href).toBe('http://apps.localhost:4000/app');
    expect(appAddress('http://127.0.0.1:4000/app', site, false)).toBeNull();
    expect(appAddress('http://apps.example/app', site, true)).toBeNull();
    for (const bad of ['//evil.example/x', '/\\evil.example', 'ftp://apps.example/', 'data:text/html,x', 'https://user:pw@apps.example/', 'https://apps.example/#x', 'not a url']) {
      expect(appAddress(bad, site, true), bad).toBeNull();
    }
  });

  it('puts the token in the fragment', () => {
    expect(withTokenFragment(new URL('https://apps.example/a?b=1'), 'x.y.z')).toBe('https://apps.example/a?b=1#token=x.y.z');
  });
});

describe('the demo app', () => {
  it('is served on the church site with its script, under the page CSP', async () => {
    const page = await call(testApp().app, { url: '/demo/third-parts/app.html', headers: { host: HOSTS.grace } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('src="/demo/third-parts/app.js"');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await call(testApp().app, { url: '/demo/third-parts/app.js', headers: { host: HOSTS.grace } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("crypto.subtle.verify({ name: 'Ed25519' }");
  });
});
