import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { type MotivoRevogacao, refreshToken, sessao, usuario } from './schema';
import { type Authentication, unauthorized } from '@church/api-platform/plugins/authentication';
import { DeviceCookies } from './device-cookie';
import { verifyPassword } from './passwords';
import { RATE_LIMITS, type RateLimiter, SLOWDOWNS } from '@church/api-platform/rate-limits/rate-limiter';
import { openSuccessor, sealSuccessor, type TokenPair } from './refresh-successor';
import { newOpaqueToken, sha256 } from './tokens';

export type { TokenPair } from './refresh-successor';

/** A session ends this long after its sign-in, however often it refreshes. */
export const SESSION_LIFETIME_DAYS = 90;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A refresh token spent this recently still answers, with the pair it was spent for (two tabs racing). */
export const REFRESH_GRACE_SECONDS = 10;
export const INVALID_CREDENTIALS = 'Nome de usuário ou senha inválidos.';

/** Where a sign-in comes from: the client's address and the browser's Cookie header. */
export interface SignInOrigin {
  address: string;
  cookieHeader: string | undefined;
}

export interface SignedIn extends TokenPair {
  /** Set-Cookie for this browser's device cookie. */
  deviceCookie: string;
}

type Db = Pick<Database, 'execute' | 'insert' | 'select' | 'update'>;

/** Sign-in with its throttling, sessions, refresh-token rotation with reuse detection, and ending sessions. */
export class SessionService {
  private deviceCookies: Promise<DeviceCookies> | null = null;

  constructor(
    private readonly db: Database,
    private readonly authentication: Authentication,
    private readonly limiter: RateLimiter,
    private readonly secureCookies: boolean,
  ) {}

  private devices(): Promise<DeviceCookies> {
    this.deviceCookies ??= this.authentication.derivedKey('device-cookie').then((key) => new DeviceCookies(key, this.secureCookies));
    return this.deviceCookies;
  }

  /**
   * login_check: the same 401 for an unknown e-mail and a wrong password (and the same argon2 cost).
   * Each attempt is counted before the password is checked: at most 5 wrong ones per account from one
   * address, or from one browser that signed in to it before (its device cookie, which the address's
   * limits never block). An address's wrong passwords beyond the free ones make it wait, longer each time;
   * the account itself is never locked for everyone. An inactive account with the right password gets
   * AUTH_ACCOUNT_INACTIVE.
   */
  async login(email: string, password: string, origin: SignInOrigin): Promise<SignedIn> {
    const accountKey = email.trim().toLowerCase();
    const devices = await this.devices();
    const device = devices.deviceOf(origin.cookieHeader, accountKey);
    const [limit, subject] = device
      ? [RATE_LIMITS.loginPerDevice, device]
      : [RATE_LIMITS.loginPerAccountAddress, `${accountKey}|${origin.address}`];
    if (!device) await this.limiter.assertNotSlowed(SLOWDOWNS.passwordFailuresPerAddress, origin.address);
    await this.limiter.hit(limit, subject);

    const [account] = await this.db
      .select({ id: usuario.id, senhaHash: usuario.senhaHash, flagAtivo: usuario.flagAtivo })
      .from(usuario)
      .where(sql`lower(${usuario.email}) = ${accountKey}`);
    const valid = await verifyPassword(account?.senhaHash ?? null, password);
    if (!account || !valid) {
      if (!device) await this.limiter.fail(SLOWDOWNS.passwordFailuresPerAddress, origin.address);
      throw unauthorized('AUTH_INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    await this.limiter.reset(limit, subject);
    if (!account.flagAtivo) throw unauthorized('AUTH_ACCOUNT_INACTIVE', 'A conta ainda não foi ativada. Confirme seu e-mail.');
    return { ...(await this.startSession(account.id)), deviceCookie: devices.issue(accountKey) };
  }

  /** A new session: its row, ending in 90 days, and the first pair of its refresh-token family. */
  async startSession(accountId: number): Promise<TokenPair> {
    const id = randomUUID();
    await this.db.insert(sessao).values({ id, usuarioId: accountId, expiraEm: sql`now() + make_interval(days => ${SESSION_LIFETIME_DAYS})` });
    return this.issuePair(this.db, accountId, id);
  }

  /** A refresh token lives 30 days, and never past the end of its session. */
  private async issuePair(db: Db, accountId: number, sessionId: string): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await db.insert(refreshToken).values({
      usuarioId: accountId,
      tokenHash: sha256(refresh),
      familia: sessionId,
      expiraEm: sql`least(now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS}), (select expira_em from sessao where id = ${sessionId}))`,
    });
    return { token: await this.authentication.issueAccessToken(accountId, sessionId), refreshToken: refresh };
  }

  /**
   * token/refresh: spends the token and issues the next pair of its session in one transaction, keeping
   * that pair sealed on the spent token. Presented again within REFRESH_GRACE_SECONDS, the spent token
   * answers the same pair (two tabs refreshing at once); later, it is a replay and ends the session
   * (AUTH_REFRESH_REUSED): whoever holds the newer tokens loses them too.
   */
  async refresh(presented: string): Promise<TokenPair> {
    const tokenHash = sha256(presented);
    const rotated = await this.db.transaction(async (tx) => {
      const spent = rowsOf<{ id: number; usuario_id: number; familia: string }>(
        await tx.execute(sql`
          update refresh_token set used_at = now()
          from sessao
          where refresh_token.token_hash = ${tokenHash} and refresh_token.used_at is null and refresh_token.revoked_at is null
            and refresh_token.expira_em > now() and sessao.id = refresh_token.familia and sessao.revogada_em is null and sessao.expira_em > now()
          returning refresh_token.id, refresh_token.usuario_id, refresh_token.familia`),
      )[0];
      if (!spent) return null;
      const [account] = await tx.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.id, spent.usuario_id), eq(usuario.flagAtivo, true)));
      if (!account) throw unauthorized('AUTH_REFRESH_INVALID', 'The account of this session is not active.');
      const pair = await this.issuePair(tx, account.id, spent.familia);
      await tx.update(refreshToken).set({ sucessorCifrado: sealSuccessor(presented, pair) }).where(eq(refreshToken.id, spent.id));
      return pair;
    });
    if (rotated) return rotated;

    const known = rowsOf<{
      familia: string;
      sucessor_cifrado: string | null;
      spent: boolean;
      in_grace: boolean;
      token_expired: boolean;
      session_ended: boolean;
    }>(
      await this.db.execute(sql`
        select refresh_token.familia, refresh_token.sucessor_cifrado,
          (refresh_token.used_at is not null or refresh_token.revoked_at is not null) as spent,
          (refresh_token.used_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})) as in_grace,
          (refresh_token.expira_em <= now()) as token_expired,
          (sessao.revogada_em is not null or sessao.expira_em <= now()) as session_ended
        from refresh_token join sessao on sessao.id = refresh_token.familia
        where refresh_token.token_hash = ${tokenHash}`),
    )[0];
    if (!known) throw unauthorized('AUTH_REFRESH_INVALID', 'The refresh token is not valid.');
    if (known.session_ended) throw unauthorized('AUTH_SESSION_ENDED', 'The session of this refresh token has ended.');
    if (known.spent) {
      const again = known.in_grace && known.sucessor_cifrado ? openSuccessor(presented, known.sucessor_cifrado) : null;
      if (again) return again;
      await this.revokeSession(known.familia, 'REUSO');
      throw unauthorized('AUTH_REFRESH_REUSED', 'This refresh token was already used; the session has ended.');
    }
    if (known.token_expired) throw unauthorized('AUTH_REFRESH_EXPIRED', 'The refresh token has expired.');
    throw unauthorized('AUTH_REFRESH_INVALID', 'The refresh token is not valid.');
  }

  /** Ends a session: its refresh tokens stop working and its access tokens are refused at once, in every replica. */
  async revokeSession(sessionId: string, motivo: MotivoRevogacao): Promise<void> {
    await this.db
      .update(sessao)
      .set({ revogadaEm: sql`now()`, motivoRevogacao: motivo })
      .where(and(eq(sessao.id, sessionId), isNull(sessao.revogadaEm)));
    await this.db.update(refreshToken).set({ revokedAt: sql`now()` }).where(and(eq(refreshToken.familia, sessionId), isNull(refreshToken.revokedAt)));
    this.authentication.sessionRevoked(sessionId);
  }

  /** Ends the session a refresh token belongs to (spent or not); an unknown token changes nothing. */
  async endSessionOf(presented: string, motivo: MotivoRevogacao): Promise<void> {
    const [known] = await this.db.select({ familia: refreshToken.familia }).from(refreshToken).where(eq(refreshToken.tokenHash, sha256(presented)));
    if (known) await this.revokeSession(known.familia, motivo);
  }

  /** Ends every session of the account but `keepSessionId` (the caller's own, when given). */
  async endSessions(accountId: number, keepSessionId: string | null, motivo: MotivoRevogacao): Promise<void> {
    const sessions = await this.db
      .select({ id: sessao.id })
      .from(sessao)
      .where(and(eq(sessao.usuarioId, accountId), isNull(sessao.revogadaEm), keepSessionId ? ne(sessao.id, keepSessionId) : undefined));
    for (const { id } of sessions) await this.revokeSession(id, motivo);
  }
}
