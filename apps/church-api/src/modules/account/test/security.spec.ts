import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { usuario } from '../schema';
import { sha256 } from '../tokens';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { bearer, call, churchId, login, me, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

describe('POST /security/login_check', () => {
  it('signs in every demo member and staff account', async () => {
    for (const code of ['grace', 'esperanca', 'vida']) {
      for (const who of ['member', 'staff']) {
        const pair = await login(app(), `${who}@${code}.example`);
        expect(pair.token.split('.')).toHaveLength(3);
        expect(pair.refreshToken.length).toBeGreaterThan(30);
        expect((await me(app(), pair.token)).email).toBe(`${who}@${code}.example`);
      }
    }
  });

  it('finds the account whatever the e-mail’s case', async () => {
    expect((await login(app(), 'Member@Grace.Example')).token).toBeTruthy();
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const wrong = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', payload: { username: 'member@vida.example', password: 'Wrong@2026' } });
    const unknown = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', payload: { username: 'nobody@vida.example', password: 'Wrong@2026' } });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 401, code: 'AUTH_INVALID_CREDENTIALS', detail: 'Nome de usuário ou senha inválidos.' });
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('tells an inactive account apart only after the right password', async () => {
    const igreja = await churchId(app(), 'esperanca');
    const form = {
      email: 'inactive-login@example.org', senha: 'Segura#2026', nome: 'Rui', sobrenome: 'Alves', telefone: '11 98888-7777',
      cpf: '111.444.777-35', dataNascimento: '1985-01-01', sexo: 'M',
    };
    expect((await call(app(), { method: 'POST', url: `/api/v1/igreja/${igreja}/usuario/`, payload: form })).statusCode).toBe(201);
    const right = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', payload: { username: form.email, password: form.senha } });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('AUTH_ACCOUNT_INACTIVE');
    const wrong = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', payload: { username: form.email, password: 'Other#2026' } });
    expect(wrong.json().code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('names the missing fields', async () => {
    const response = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', payload: { username: 'member@grace.example' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.password' })]);
  });
});

describe('POST /security/token/refresh', () => {
  const refresh = (refreshToken: string) => call(app(), { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken } });

  it('rotates: each refresh token works once and gives a new pair', async () => {
    const first = await login(app(), 'member@esperanca.example');
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await me(app(), pair.token)).email).toBe('member@esperanca.example');
    const third = await refresh(pair.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('answers a token spent moments ago with the same pair (two tabs racing), not as a replay', async () => {
    const first = await login(app(), 'member@esperanca.example');
    const second = (await refresh(first.refreshToken)).json();
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(second);
    expect((await me(app(), second.token)).email).toBe('member@esperanca.example');
  });

  it('revokes the whole family when a spent token is presented again later', async () => {
    const first = await login(app(), 'member@esperanca.example');
    const second = (await refresh(first.refreshToken)).json();
    await testApp().database.handle.db.execute(sql`update refresh_token set used_at = now() - interval '1 minute' where token_hash = ${sha256(first.refreshToken)}`);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('AUTH_REFRESH_REUSED');
    // The newer token of the family is dead too, and so is its access token.
    const stolen = await refresh(second.refreshToken);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('AUTH_SESSION_ENDED');
    expect((await call(app(), { url: '/api/v1/me', token: second.token })).statusCode).toBe(401);
    // Another session of the same account is untouched.
    const other = await login(app(), 'member@esperanca.example');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await refresh('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REFRESH_INVALID');
  });

  it('refuses an expired token', async () => {
    const pair = await login(app(), 'staff@esperanca.example');
    await testApp().database.handle.db.execute(sql`update refresh_token set expira_em = now() - interval '1 minute' where token_hash = ${sha256(pair.refreshToken)}`);
    const response = await refresh(pair.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REFRESH_EXPIRED');
  });

  it('gives refresh tokens a 30-day life', async () => {
    const pair = await login(app(), 'staff@grace.example');
    const result = await testApp().database.handle.db.execute(
      sql`select extract(epoch from (expira_em - data_cadastro))::int as seconds from refresh_token where token_hash = ${sha256(pair.refreshToken)}`,
    );
    expect(Number(rowsOf<{ seconds: number }>(result)[0]?.seconds)).toBe(30 * 24 * 3600);
  });
});

describe('GET /me and access tokens', () => {
  it('answers 401 with the reason for a missing, bad or expired token', async () => {
    const missing = await call(app(), { url: '/api/v1/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('AUTH_TOKEN_MISSING');

    const bad = await call(app(), { url: '/api/v1/me', headers: bearer('abc.def.ghi') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('AUTH_TOKEN_INVALID');

    const [row] = await testApp().database.handle.db.select({ id: usuario.id }).from(usuario).where(sql`${usuario.email} = 'member@grace.example'`);
    const expired = await app().authentication.issueAccessToken(row?.id ?? 0, '00000000-0000-4000-8000-000000000000', new Date(Date.now() - 2 * 3600_000));
    const response = await call(app(), { url: '/api/v1/me', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, code: 'AUTH_TOKEN_EXPIRED' });
  });

  it('returns the signed-in account without its password hash', async () => {
    const { token } = await login(app(), 'member@esperanca.example');
    const response = await call(app(), { url: '/api/v1/me', token });
    expect(response.statusCode).toBe(200);
    const { usuario } = response.json();
    expect(usuario).toMatchObject({ email: 'member@esperanca.example', nome: 'Mariana', sobrenome: 'Souza', cpf: '52998224725', flagAtivo: true, sexo: 'F' });
    expect(JSON.stringify(usuario)).not.toContain('argon2');
  });
});

describe('e-mail lookups of the access screen', () => {
  it('GET /user/?email= tells whether an account exists and is active', async () => {
    const active = (await call(app(), { url: '/api/v1/user/?email=member@grace.example' })).json();
    expect(active.usuarios).toEqual([{ flagAtivo: true }]);
    expect((await call(app(), { url: '/api/v1/user/?email=nobody@example.org' })).json()).toEqual({ usuarios: [] });
    const invalid = await call(app(), { url: '/api/v1/user/?email=not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe('query.email');
  });

  it('GET /igreja/{client}/usuario/?email= tells whether the account is a member of this church', async () => {
    const grace = await churchId(app(), 'grace');
    const vida = await churchId(app(), 'vida');
    expect((await call(app(), { url: `/api/v1/igreja/${grace}/usuario/?email=member@grace.example` })).json().usuarios).toHaveLength(1);
    expect((await call(app(), { url: `/api/v1/igreja/${vida}/usuario/?email=member@grace.example` })).json().usuarios).toEqual([]);
    expect((await call(app(), { url: `/api/v1/igreja/99999/usuario/?email=member@grace.example` })).statusCode).toBe(404);
  });

});

describe('a member signs in through the whole flow', () => {
  it('registers, activates and signs in', async () => {
    const member = await newMember(app(), 'grace');
    expect(member.id).toBeGreaterThan(0);
  });
});
