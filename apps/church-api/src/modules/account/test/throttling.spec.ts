import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { usuario } from '../schema';
import { hashPassword } from '../passwords';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, DEMO_PASSWORD, freshAddress, registrationForm } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;
const db = () => testApp().database.handle.db;

const signIn = (username: string, password: string, address: string, cookie?: string) =>
  call(app(), {
    method: 'POST',
    url: '/api/v1/security/login_check',
    remoteAddress: address,
    payload: { username, password },
    headers: cookie ? { cookie } : {},
  });

/** The `church_device=…` pair of a response's Set-Cookie. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0] ?? '';
  expect(pair).toMatch(/^church_device=[\w-]+\.[\w-]+$/);
  return pair;
}

let accountCounter = 0;
/** Active accounts made straight in the database (one argon2 hash for all): `n` congregation members. */
async function members(n: number, password: string): Promise<string[]> {
  const senhaHash = await hashPassword(password);
  const emails = Array.from({ length: n }, () => `nat-${process.pid}-${(accountCounter += 1)}@example.org`);
  await db().insert(usuario).values(emails.map((email) => ({ email, senhaHash, nome: 'Membro', sobrenome: 'Teste', flagAtivo: true })));
  return emails;
}

/** Sets a counter as if `count` attempts had been made in the current window. */
async function preload(key: string, count: number) {
  await db().execute(sql`insert into tentativa_acesso (chave, janela_inicio, contagem) values (${key}, now(), ${count})
    on conflict (chave) do update set janela_inicio = now(), contagem = ${count}`);
}

describe('wrong passwords', () => {
  it('are counted before they are checked: of 12 sent at once, 5 are evaluated and 7 answered 429', async () => {
    const [email = ''] = await members(1, 'Right#2026');
    const address = freshAddress();
    const responses = await Promise.all(Array.from({ length: 12 }, () => signIn(email, 'Wrong#2026', address)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    // Even the right password waits there now…
    expect((await signIn(email, 'Right#2026', address)).statusCode).toBe(429);
  });

  it('never lock the member out from another address', async () => {
    const [email = ''] = await members(1, 'Right#2026');
    const stranger = freshAddress();
    for (let n = 0; n < 6; n += 1) await signIn(email, 'Wrong#2026', stranger);
    expect((await signIn(email, 'Right#2026', stranger)).statusCode).toBe(429);
    expect((await signIn(email, 'Right#2026', freshAddress())).statusCode).toBe(200);
  });

  it('never lock out a browser that signed in before, even on the attacked address', async () => {
    const [email = ''] = await members(1, 'Right#2026');
    const sharedWifi = freshAddress();
    const first = await signIn(email, 'Right#2026', sharedWifi);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(first.headers['set-cookie'])).toContain('Path=/api/v1/security/');
    // A stranger on the same Wi-Fi exhausts both the account's limit there and the address's free failures.
    for (let n = 0; n < 6; n += 1) await signIn(email, 'Wrong#2026', sharedWifi);
    const [other = ''] = await members(1, 'Other#2026');
    for (let n = 0; n < 40; n += 1) await signIn(`${n}-${other}`, 'Wrong#2026', sharedWifi);
    expect((await signIn(email, 'Right#2026', sharedWifi)).statusCode).toBe(429);
    const withCookie = await signIn(email, 'Right#2026', sharedWifi, cookie);
    expect(withCookie.statusCode).toBe(200);
  });

  it('on a trusted browser are limited too, and a cookie of another account or a forged one counts for nothing', async () => {
    const [email = '', otherEmail = ''] = await members(2, 'Right#2026');
    const address = freshAddress();
    const cookie = deviceCookieOf(await signIn(email, 'Right#2026', address));
    for (let n = 0; n < 5; n += 1) expect((await signIn(email, 'Wrong#2026', freshAddress(), cookie)).statusCode).toBe(401);
    expect((await signIn(email, 'Right#2026', freshAddress(), cookie)).statusCode).toBe(429);
    // The cookie names its account: for another one it is ignored (that account's own limits apply).
    const foreign = freshAddress();
    for (let n = 0; n < 5; n += 1) await signIn(otherEmail, 'Wrong#2026', foreign, cookie);
    expect((await signIn(otherEmail, 'Right#2026', foreign, cookie)).statusCode).toBe(429);
    const forged = `${cookie.split('.')[0]}.${'A'.repeat(43)}`;
    const forgedAddress = freshAddress();
    for (let n = 0; n < 5; n += 1) await signIn(otherEmail, 'Wrong#2026', forgedAddress, forged);
    expect((await signIn(otherEmail, 'Right#2026', forgedAddress, forged)).statusCode).toBe(429);
  });

  it('slow the attacking address down, longer after each failure past the free ones', async () => {
    const attacker = freshAddress();
    const [target = ''] = await members(1, 'Right#2026');
    for (let n = 0; n < 30; n += 1) expect((await signIn(`guess${n}-${target}`, 'Wrong#2026', attacker)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      expect((await signIn(`more${n}-${target}`, 'Wrong#2026', attacker)).statusCode).toBe(401);
      const slowed = await signIn(target, 'Right#2026', attacker);
      expect(slowed.statusCode).toBe(429);
      waits.push(Number(slowed.headers['retry-after']));
      // The wait is over (as if it had passed): the next failure sets a longer one.
      await db().execute(sql`update tentativa_acesso set bloqueado_ate = now() where chave = ${`slow:password:address:${attacker}`}`);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The member, elsewhere, is untouched.
    expect((await signIn(target, 'Right#2026', freshAddress())).statusCode).toBe(200);
  });

  it('let a congregation behind one address sign in: successes never count, typos only up to the free ones', async () => {
    const nat = freshAddress();
    const emails = await members(40, 'Sunday#2026');
    for (const [index, email] of emails.entries()) {
      if (index % 2 === 0) expect((await signIn(email, 'Sunday#2025', nat)).statusCode).toBe(401);
      expect((await signIn(email, 'Sunday#2026', nat)).statusCode).toBe(200);
    }
  });
});

describe('the other doors are limited too', () => {
  it('e-mail lookups: 600 per address in 15 minutes', async () => {
    const address = freshAddress();
    await preload(`lookup:address:${address}`, 599);
    expect((await call(app(), { url: '/api/v1/user/?email=member@grace.example', remoteAddress: address })).statusCode).toBe(200);
    const refused = await call(app(), { url: '/api/v1/user/?email=member@grace.example', remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const grace = await churchId(app(), 'grace');
    expect((await call(app(), { url: `/api/v1/igreja/${grace}/usuario/?email=member@grace.example`, remoteAddress: address })).statusCode).toBe(429);
  });

  it('e-mail lookups that find nobody: 100 free per address, then growing waits', async () => {
    const address = freshAddress();
    for (let n = 0; n < 100; n += 1) {
      expect((await call(app(), { url: `/api/v1/user/?email=nobody${n}@example.org`, remoteAddress: address })).statusCode).toBe(200);
    }
    expect((await call(app(), { url: '/api/v1/user/?email=nobody-more@example.org', remoteAddress: address })).statusCode).toBe(200);
    const slowed = await call(app(), { url: '/api/v1/user/?email=member@grace.example', remoteAddress: address });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
  });

  it('reset and activation e-mails: 3 an hour to one recipient, known or not, whoever asks', async () => {
    for (const email of ['member@vida.example', 'nobody-at-all@example.org']) {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const response = await call(app(), { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email, igreja: 'vida' } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
    }
    const verification = await call(app(), { method: 'POST', url: '/api/v1/security/solicitar-verificacao-email/?igreja=vida&email=member@vida.example' });
    expect(verification.statusCode).toBe(429);
  });

  it('reset and activation e-mails: 30 per asking address in 15 minutes', async () => {
    const address = freshAddress();
    await preload(`mail:address:${address}`, 30);
    const response = await call(app(), { method: 'POST', url: '/api/v1/security/recuperar-senha', remoteAddress: address, payload: { email: 'staff@vida.example', igreja: 'vida' } });
    expect(response.statusCode).toBe(429);
  });

  it('"this CPF is already in use": 10 answers per address in 15 minutes', async () => {
    const address = freshAddress();
    const vida = await churchId(app(), 'vida');
    const taken = rowsOf<{ cpf: string }>(await db().execute(sql`select cpf from usuario where email = 'member@grace.example'`))[0]?.cpf;
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const response = await call(app(), { method: 'POST', url: `/api/v1/igreja/${vida}/usuario/`, remoteAddress: address, payload: registrationForm({ cpf: taken }) });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
  });

  it('registrations: 100 per address in an hour', async () => {
    const address = freshAddress();
    await preload(`register:address:${address}`, 100);
    const vida = await churchId(app(), 'vida');
    const response = await call(app(), { method: 'POST', url: `/api/v1/igreja/${vida}/usuario/`, remoteAddress: address, payload: registrationForm() });
    expect(response.statusCode).toBe(429);
    expect(DEMO_PASSWORD).toBeTruthy();
  });
});
