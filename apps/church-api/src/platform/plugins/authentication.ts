import { hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AuthenticationConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import { ProblemError } from '../http/problem';
import { configuracaoServidor, usuarioIgreja } from '../identity/identity-tables';
import { SessionRevocations } from '../identity/session-revocations';

/** The signed-in account, as a handler sees it. */
export interface SignedInAccount {
  id: number;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/** Which sessions have been revoked (src/modules/account/session-revocations.ts): asked without I/O. */
export interface RevokedSessions {
  isRevoked(sessionId: string): boolean;
  /** This process revoked a session: its tokens are refused here before the feed says so. */
  add(sessionId: string): void;
}

/** What the Authorization header said: nothing, a valid token, or why it is not one. */
type BearerState =
  | { kind: 'none' }
  | { kind: 'valid'; account: SignedInAccount }
  | { kind: 'expired' }
  | { kind: 'ended' }
  | { kind: 'invalid' };

declare module 'fastify' {
  interface FastifyInstance {
    authentication: Authentication;
  }
  interface FastifyRequest {
    /** The bearer token's verdict (set by the authentication plugin before every handler). */
    bearer: BearerState;
  }
}

const NO_BEARER: BearerState = { kind: 'none' };
const INVALID_BEARER: BearerState = { kind: 'invalid' };

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 900;
const JWT_SECRET_KEY = 'jwt_secret';
const ISSUER = 'church-api';

/**
 * The access-token keys and checks. The HS256 secret is JWT_SECRET when set; otherwise one generated
 * once and kept in `configuracao_servidor`, so that every replica on the same database shares it.
 */
export class Authentication {
  private key: Promise<Uint8Array> | null = null;

  private constructor(
    private readonly db: Database,
    private readonly jwtSecret: string | undefined,
    readonly accessTokenTtlSeconds: number,
    private readonly revoked: RevokedSessions,
  ) {}

  /** The secret is read (or generated) on first use, so that the app can be built before migrations run. */
  static async create(
    db: Database,
    options: { jwtSecret?: string; accessTokenTtlSeconds?: number; revoked?: RevokedSessions } = {},
  ): Promise<Authentication> {
    return new Authentication(
      db,
      options.jwtSecret,
      options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      options.revoked ?? { isRevoked: () => false, add: () => undefined },
    );
  }

  /** A session was revoked by this process: its access tokens are refused from now on. */
  sessionRevoked(sessionId: string): void {
    this.revoked.add(sessionId);
  }

  private signingKey(): Promise<Uint8Array> {
    this.key ??= (this.jwtSecret ? Promise.resolve(this.jwtSecret) : sharedSecret(this.db)).then((secret) => new TextEncoder().encode(secret));
    this.key.catch(() => {
      this.key = null;
    });
    return this.key;
  }

  /** A key for another purpose (the device cookie's signature), derived from the token secret. */
  async derivedKey(purpose: string): Promise<Buffer> {
    return Buffer.from(hkdfSync('sha256', await this.signingKey(), 'church-api', purpose, 32));
  }

  /** A short-lived access token whose subject is the account id and whose `sid` is its session (refresh family). */
  async issueAccessToken(accountId: number, sessionId: string, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(accountId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.accessTokenTtlSeconds)
      .setJti(randomBytes(8).toString('hex'))
      .sign(await this.signingKey());
  }

  async verify(token: string): Promise<BearerState> {
    const key = await this.signingKey();
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id < 1 || typeof payload.sid !== 'string') return { kind: 'invalid' };
      if (this.revoked.isRevoked(payload.sid)) return { kind: 'ended' };
      return { kind: 'valid', account: { id, sessionId: payload.sid } };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { kind: 'expired' };
      return { kind: 'invalid' };
    }
  }

  /** The account's active church account in a church, if any. */
  async activeMembership(accountId: number, igrejaId: number): Promise<{ usuarioIgrejaId: number } | null> {
    const [row] = await this.db
      .select({ usuarioIgrejaId: usuarioIgreja.id })
      .from(usuarioIgreja)
      .where(and(eq(usuarioIgreja.usuarioId, accountId), eq(usuarioIgreja.igrejaId, igrejaId), eq(usuarioIgreja.flagAtivo, true)));
    return row ?? null;
  }
}

async function sharedSecret(db: Database): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(configuracaoServidor).values({ chave: JWT_SECRET_KEY, valor: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ valor: configuracaoServidor.valor })
    .from(configuracaoServidor)
    .where(eq(configuracaoServidor.chave, sql`${JWT_SECRET_KEY}`));
  if (!row) throw new Error('The JWT secret could not be stored');
  return row.valor;
}

export function unauthorized(code: string, detail: string): ProblemError {
  return new ProblemError(401, 'Unauthorized', detail, { code });
}

export function forbidden(detail: string): ProblemError {
  return new ProblemError(403, 'Forbidden', detail, { code: 'AUTH_FORBIDDEN' });
}

function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * The signed-in account of a request: 401 without a token (AUTH_TOKEN_MISSING), with an expired one
 * (AUTH_TOKEN_EXPIRED), a bad one or one whose session has ended (AUTH_TOKEN_INVALID: signed out, password
 * changed, a replayed refresh token, the account deactivated or deleted). No database round trip.
 */
export async function requireAccount(request: FastifyRequest): Promise<SignedInAccount> {
  const state = request.bearer ?? { kind: 'none' };
  if (state.kind === 'none') throw unauthorized('AUTH_TOKEN_MISSING', 'Sign in to continue.');
  if (state.kind === 'expired') throw unauthorized('AUTH_TOKEN_EXPIRED', 'The access token has expired.');
  if (state.kind === 'ended') throw unauthorized('AUTH_TOKEN_INVALID', 'The session of this token has ended.');
  if (state.kind === 'invalid') throw unauthorized('AUTH_TOKEN_INVALID', 'The access token is not valid.');
  return state.account;
}

/** Whether the request carries an Authorization header at all (valid or not). */
export function hasBearer(request: FastifyRequest): boolean {
  return (request.bearer ?? { kind: 'none' }).kind !== 'none';
}

/**
 * The signed-in account, which must have an active church account in the church `igrejaId`:
 * 401 as requireAccount, 403 (AUTH_FORBIDDEN) when it is not a member there.
 */
export async function requireMemberOf(
  request: FastifyRequest,
  igrejaId: number,
): Promise<SignedInAccount & { usuarioIgrejaId: number }> {
  const account = await requireAccount(request);
  const membership = await request.server.authentication.activeMembership(account.id, igrejaId);
  if (!membership) throw forbidden('The signed-in account is not a member of this church.');
  return { ...account, usuarioIgrejaId: membership.usuarioIgrejaId };
}

/** The signed-in member of the church, who must be the account `id` the request names (its path or query): 401 as requireAccount, 403 otherwise. */
export async function requireSelfMemberOf(request: FastifyRequest, igrejaId: number, id: number): Promise<SignedInAccount & { usuarioIgrejaId: number }> {
  const member = await requireMemberOf(request, igrejaId);
  if (member.id !== id) throw forbidden("Only the signed-in member's own data may be read or changed here.");
  return member;
}

/** The signed-in account, which must be the account `id` of the path: 401 as requireAccount, 403 otherwise. */
export async function requireSelf(request: FastifyRequest, id: number): Promise<SignedInAccount> {
  const account = await requireAccount(request);
  if (account.id !== id) throw forbidden('Only the signed-in account itself may be read or changed here.');
  return account;
}

/**
 * The `securityHandlers` of fastify-openapi-glue: `bearerAuth` accepts a request whose token is valid
 * and whose account is active; otherwise it raises the 401 problem (the problem handler unwraps it).
 */
export const securityHandlers = {
  async bearerAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    await requireAccount(request);
  },
};

export interface AuthenticationPluginOptions extends AuthenticationConfig {
  database: DatabaseHandle;
}

/**
 * Reads `Authorization: Bearer` on every request into `request.bearer`, and decorates the instance with
 * the keys (`app.authentication`). The revoked sessions are kept in memory, fed by the database (see
 * session-revocations.ts), so that a token of an ended session is refused without a round trip.
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, { database, jwtSecret, accessTokenTtlSeconds }: AuthenticationPluginOptions) => {
    const revocations = new SessionRevocations(database, accessTokenTtlSeconds);
    await revocations.start((error) => app.log.warn({ err: error }, 'reading the session revocations failed'));
    app.addHook('onClose', () => revocations.stop());
    const authentication = await Authentication.create(database.db, { jwtSecret, accessTokenTtlSeconds, revoked: revocations });
    app.decorate('authentication', authentication);
    app.decorateRequest('bearer', null as never);
    // A callback hook: a request without a token (most public reads) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerTokenOf(request);
      if (token === null || token === '') {
        request.bearer = token === null ? NO_BEARER : INVALID_BEARER;
        return done();
      }
      authentication.verify(token).then((state) => {
        request.bearer = state;
        done();
      }, done);
    });
  },
  { name: 'authentication' },
);
