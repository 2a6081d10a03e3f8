import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioIgreja } from '../schema';
import { igreja } from '../../../platform/tenancy/tenancy-tables';
import {
  Authentication,
  authenticationPlugin,
  requireAccount,
  requireMemberOf,
  requireSelf,
} from '../../../platform/plugins/authentication';
import { problemHandler } from '../../../platform/plugins/problem-handler';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let authentication: Authentication;
let graceId: number;
let esperancaId: number;
let memberId: number;
let inactiveId: number;

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing test data');
  return value;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const churches = await db.select({ id: igreja.id, codigo: igreja.codigo }).from(igreja);
  graceId = must(churches.find((c) => c.codigo === 'grace')).id;
  esperancaId = must(churches.find((c) => c.codigo === 'esperanca')).id;
  const [member] = await db
    .insert(usuario)
    .values({ email: 'auth-test@example.org', senhaHash: 'x', nome: 'Ana', sobrenome: 'Lima', flagAtivo: true })
    .returning({ id: usuario.id });
  memberId = must(member).id;
  await db.insert(usuarioIgreja).values({ usuarioId: memberId, igrejaId: graceId });
  const [inactive] = await db
    .insert(usuario)
    .values({ email: 'auth-inactive@example.org', senhaHash: 'x', nome: 'Bia', sobrenome: 'Lima', flagAtivo: false })
    .returning({ id: usuario.id });
  inactiveId = must(inactive).id;

  app = Fastify();
  await app.register(problemHandler);
  await app.register(authenticationPlugin, { database: database.handle, jwtSecret: undefined, accessTokenTtlSeconds: 60 });
  app.get('/me', async (request) => requireAccount(request));
  app.get<{ Params: { igreja: string } }>('/member/:igreja', async (request) => requireMemberOf(request, Number(request.params.igreja)));
  app.get<{ Params: { id: string } }>('/self/:id', async (request) => requireSelf(request, Number(request.params.id)));
  await app.ready();
  authentication = app.authentication;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the authentication plugin', () => {
  it('accepts its own token and names the account', async () => {
    const sessionId = randomUUID();
    const token = await authentication.issueAccessToken(memberId, sessionId);
    const response = await app.inject({ url: '/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: memberId, sessionId });
  });

  it('answers 401 AUTH_TOKEN_MISSING, AUTH_TOKEN_INVALID and AUTH_TOKEN_EXPIRED', async () => {
    const missing = await app.inject({ url: '/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 401, code: 'AUTH_TOKEN_MISSING' });

    const garbage = await app.inject({ url: '/me', headers: bearer('not-a-jwt') });
    expect(garbage.json()).toMatchObject({ status: 401, code: 'AUTH_TOKEN_INVALID' });

    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(memberId)).setIssuer('church-api')
      .setExpirationTime('5m').sign(new TextEncoder().encode('another secret entirely'));
    expect((await app.inject({ url: '/me', headers: bearer(foreign) })).json().code).toBe('AUTH_TOKEN_INVALID');

    const expired = await authentication.issueAccessToken(memberId, randomUUID(), new Date(Date.now() - 3_600_000));
    const response = await app.inject({ url: '/me', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_TOKEN_EXPIRED');
  });

  it('refuses at once, without a database round trip, the token of a revoked session', async () => {
    const sessionId = randomUUID();
    const token = await authentication.issueAccessToken(memberId, sessionId);
    expect((await app.inject({ url: '/me', headers: bearer(token) })).statusCode).toBe(200);
    authentication.sessionRevoked(sessionId);
    const refused = await app.inject({ url: '/me', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_TOKEN_INVALID', detail: 'The session of this token has ended.' });
  });

  it('refuses a token without a session', async () => {
    const key = await authentication.derivedKey('unused');
    expect(key).toHaveLength(32);
    const sessionless = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(memberId)).setIssuer('church-api')
      .setExpirationTime('5m').sign(new TextEncoder().encode('another secret entirely'));
    expect((await app.inject({ url: '/me', headers: bearer(sessionless) })).json().code).toBe('AUTH_TOKEN_INVALID');
  });

  it('requireMemberOf: 200 in the member’s church, 403 in another, 401 without a token', async () => {
    const token = await authentication.issueAccessToken(memberId, randomUUID());
    const own = await app.inject({ url: `/member/${graceId}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: memberId });

    const other = await app.inject({ url: `/member/${esperancaId}`, headers: bearer(token) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 403, code: 'AUTH_FORBIDDEN' });

    expect((await app.inject({ url: `/member/${graceId}` })).statusCode).toBe(401);
  });

  it('requireMemberOf: 403 once the church account is deactivated', async () => {
    const db = database.handle.db;
    const token = await authentication.issueAccessToken(memberId, randomUUID());
    await db.update(usuarioIgreja).set({ flagAtivo: false }).where(eq(usuarioIgreja.usuarioId, memberId));
    expect((await app.inject({ url: `/member/${graceId}`, headers: bearer(token) })).statusCode).toBe(403);
    await db.update(usuarioIgreja).set({ flagAtivo: true }).where(eq(usuarioIgreja.usuarioId, memberId));
  });

  it('requireSelf: 403 for another account’s id', async () => {
    const token = await authentication.issueAccessToken(memberId, randomUUID());
    expect((await app.inject({ url: `/self/${memberId}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: `/self/${inactiveId}`, headers: bearer(token) })).statusCode).toBe(403);
  });

  it('shares one generated secret through the database', async () => {
    const again = await Authentication.create(database.handle.db, {});
    const token = await again.issueAccessToken(memberId, randomUUID());
    expect((await app.inject({ url: '/me', headers: bearer(token) })).statusCode).toBe(200);
  });
});
