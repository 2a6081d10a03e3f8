import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import type { DatabaseHandle } from '../../../platform/db/database';
import { openAppDatabase } from '../../../migration-sets';
import { rowsOf } from '../../../platform/db/rows';
import { sha256 } from '../tokens';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, login, mailbox, me, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;
const db = () => testApp().database.handle.db;

const status = async (token: string, target: FastifyInstance = app()) => (await call(target, { url: '/api/v1/me', token })).statusCode;
const refresh = (refreshToken: string) => call(app(), { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken } });

describe('signing out', () => {
  it('ends the session on the server: its access token is refused at once and its refresh token is dead', async () => {
    const member = await newMember(app(), 'grace');
    const other = await login(app(), member.email, member.password);
    const out = await call(app(), { method: 'POST', url: '/api/v1/security/logout', token: member.token, payload: { refreshToken: member.refreshToken } });
    expect(out.statusCode).toBe(204);
    expect(await status(member.token)).toBe(401);
    expect((await call(app(), { url: '/api/v1/me', token: member.token })).json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await refresh(member.refreshToken)).json().code).toBe('AUTH_SESSION_ENDED');
    // The member's other session goes on.
    expect(await status(other.token)).toBe(200);
  });

  it('works with the refresh token alone (an expired access token), and says the same for one it does not know', async () => {
    const pair = await login(app(), 'member@vida.example');
    expect((await call(app(), { method: 'POST', url: '/api/v1/security/logout', payload: { refreshToken: pair.refreshToken } })).statusCode).toBe(204);
    expect(await status(pair.token)).toBe(401);
    expect((await call(app(), { method: 'POST', url: '/api/v1/security/logout', payload: { refreshToken: 'x'.repeat(43) } })).statusCode).toBe(204);
    expect((await call(app(), { method: 'POST', url: '/api/v1/security/logout', payload: {} })).statusCode).toBe(204);
  });
});

describe('a session ends at once', () => {
  it('for every other session when the password changes, and the changing one goes on', async () => {
    const member = await newMember(app(), 'esperanca');
    const phone = await login(app(), member.email, member.password);
    const changed = await call(app(), {
      method: 'POST', url: '/api/v1/user/alterar-senha', token: member.token, payload: { senhaAtual: member.password, novaSenha: 'Outra#Senha2026' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await status(phone.token)).toBe(401);
    expect(await status(member.token)).toBe(200);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
  });

  it('for every session when the password is reset through the e-mail link', async () => {
    const member = await newMember(app(), 'vida');
    await call(app(), { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email: member.email, igreja: 'vida' } });
    const token = new URL((await mailbox(app(), member.email))[0]?.links[0] ?? '').searchParams.get('resetToken');
    expect((await call(app(), { method: 'POST', url: '/api/v1/security/redefinir-senha', payload: { token, senha: 'Nova#Senha2026' } })).statusCode).toBe(204);
    expect(await status(member.token)).toBe(401);
  });

  it('when a replayed refresh token is detected: the thief’s and the member’s access tokens both stop', async () => {
    const first = await login(app(), 'staff@vida.example');
    const second = (await refresh(first.refreshToken)).json();
    await db().execute(sql`update refresh_token set used_at = now() - interval '1 minute' where token_hash = ${sha256(first.refreshToken)}`);
    expect((await refresh(first.refreshToken)).json().code).toBe('AUTH_REFRESH_REUSED');
    expect(await status(second.token)).toBe(401);
    expect(await status(first.token)).toBe(401);
  });

  it('when staff deactivates or deletes the account, whoever does it', async () => {
    const deactivated = await newMember(app(), 'grace');
    await db().execute(sql`update usuario set flag_ativo = false where id = ${deactivated.id}`);
    await vi.waitFor(async () => expect(await status(deactivated.token)).toBe(401), { timeout: 15_000, interval: 100 });
    const deleted = await newMember(app(), 'grace');
    await db().execute(sql`delete from usuario where id = ${deleted.id}`);
    await vi.waitFor(async () => expect(await status(deleted.token)).toBe(401), { timeout: 15_000, interval: 100 });
  });
});

describe('a session’s lifetime', () => {
  it('ends 90 days after the sign-in, however often it refreshes', async () => {
    const pair = await login(app(), 'member@grace.example');
    const { sessao } = await import('../schema');
    const [session] = rowsOf<{ iniciada_em: Date; expira_em: Date }>(
      await db().execute(sql`select iniciada_em, expira_em from ${sessao} where id = (select familia from refresh_token where token_hash = ${sha256(pair.refreshToken)})`),
    );
    const days = (new Date(session?.expira_em ?? 0).getTime() - new Date(session?.iniciada_em ?? 0).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(90, 3);
    // Near its end, a refresh gives a token that lives only until then…
    await db().execute(sql`update sessao set expira_em = now() + interval '1 day' where id = (select familia from refresh_token where token_hash = ${sha256(pair.refreshToken)})`);
    const next = (await refresh(pair.refreshToken)).json();
    const [row] = rowsOf<{ dias: number }>(
      await db().execute(sql`select extract(epoch from (expira_em - now())) / 86400 as dias from refresh_token where token_hash = ${sha256(next.refreshToken)}`),
    );
    expect(Number(row?.dias)).toBeLessThanOrEqual(1);
    // …and past it, nothing refreshes.
    await db().execute(sql`update sessao set expira_em = now() - interval '1 second' where id = (select familia from refresh_token where token_hash = ${sha256(next.refreshToken)})`);
    expect((await refresh(next.refreshToken)).json().code).toBe('AUTH_SESSION_ENDED');
  });

  it('a new reset link cancels the older ones', async () => {
    const member = await newMember(app(), 'esperanca');
    for (let n = 0; n < 2; n += 1) {
      await call(app(), { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email: member.email, igreja: 'esperanca' } });
    }
    const [newest, older] = (await mailbox(app(), member.email)).filter((mail) => mail.links[0]?.includes('resetToken'));
    const tokenOf = (link = '') => new URL(link).searchParams.get('resetToken');
    const stale = await call(app(), { method: 'POST', url: '/api/v1/security/redefinir-senha', payload: { token: tokenOf(older?.links[0]), senha: 'Nova#Senha2026' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('TOKEN_INVALID');
    const fresh = await call(app(), { method: 'POST', url: '/api/v1/security/redefinir-senha', payload: { token: tokenOf(newest?.links[0]), senha: 'Nova#Senha2026' } });
    expect(fresh.statusCode).toBe(204);
  });
});

// A second server process on the same PostgreSQL hears revocations through LISTEN/NOTIFY.
describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('another replica (PostgreSQL)', () => {
  let replica: FastifyInstance | null = null;
  let handle: DatabaseHandle | null = null;
  afterAll(async () => {
    await replica?.close();
  });

  it('refuses a signed-out session’s access token too', async () => {
    const url = testApp().database.url;
    if (!url) throw new Error('no database URL');
    handle = openAppDatabase({ kind: 'postgres', url });
    replica = await buildApp({ config: { ...loadConfig({}), webDist: null }, database: handle });
    await replica.ready();
    const pair = await login(app(), 'member@esperanca.example');
    expect((await me(replica, pair.token)).email).toBe('member@esperanca.example');
    await call(app(), { method: 'POST', url: '/api/v1/security/logout', token: pair.token });
    await vi.waitFor(async () => expect(await status(pair.token, replica ?? app())).toBe(401), { timeout: 15_000, interval: 100 });
  });
});
