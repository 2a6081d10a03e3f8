import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { refreshToken, usuario } from '../../db/schema';
import { type Authentication, unauthorized } from '../../plugins/authentication';
import { verifyPassword } from './passwords';
import { RATE_LIMITS, type RateLimiter } from './rate-limiter';
import { newOpaqueToken, sha256 } from './tokens';

export const REFRESH_TOKEN_TTL_DAYS = 30;
export const INVALID_CREDENTIALS = 'Nome de usuário ou senha inválidos.';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Sign-in, refresh-token rotation with reuse detection, and ending sessions. */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly authentication: Authentication,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * login_check: the same 401 for an unknown e-mail and a wrong password (and the same argon2 cost);
   * failures count per e-mail and per address; an inactive account with the right password gets
   * AUTH_ACCOUNT_INACTIVE.
   */
  async login(email: string, password: string, address: string): Promise<TokenPair> {
    const accountKey = email.trim().toLowerCase();
    await this.limiter.assertNotBlocked(RATE_LIMITS.loginPerAccount, accountKey);
    await this.limiter.assertNotBlocked(RATE_LIMITS.loginPerAddress, address);

    const [account] = await this.db
      .select({ id: usuario.id, senhaHash: usuario.senhaHash, flagAtivo: usuario.flagAtivo })
      .from(usuario)
      .where(sql`lower(${usuario.email}) = ${accountKey}`);
    const valid = await verifyPassword(account?.senhaHash ?? null, password);
    if (!account || !valid) {
      await this.limiter.increment(RATE_LIMITS.loginPerAccount, accountKey);
      await this.limiter.increment(RATE_LIMITS.loginPerAddress, address);
      throw unauthorized('AUTH_INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    if (!account.flagAtivo) throw unauthorized('AUTH_ACCOUNT_INACTIVE', 'A conta ainda não foi ativada. Confirme seu e-mail.');
    await this.limiter.reset(RATE_LIMITS.loginPerAccount, accountKey);
    return this.startSession(account.id);
  }

  /** A new session: a new refresh-token family and its first pair. */
  async startSession(accountId: number): Promise<TokenPair> {
    return this.issuePair(accountId, randomUUID());
  }

  private async issuePair(accountId: number, family: string): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await this.db.insert(refreshToken).values({
      usuarioId: accountId,
      tokenHash: sha256(refresh),
      familia: family,
      expiraEm: sql`now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS})`,
    });
    return { token: await this.authentication.issueAccessToken(accountId, family), refreshToken: refresh };
  }

  /**
   * token/refresh: spends the token atomically (UPDATE … WHERE used_at IS NULL RETURNING) and issues
   * the next pair of its family. A token already spent or revoked revokes the whole family
   * (AUTH_REFRESH_REUSED): whoever holds the newer tokens loses them too.
   */
  async refresh(presented: string): Promise<TokenPair> {
    const tokenHash = sha256(presented);
    const spent = rowsOf<{ usuario_id: number; familia: string }>(
      await this.db.execute(sql`
        update refresh_token set used_at = now()
        where token_hash = ${tokenHash} and used_at is null and revoked_at is null and expira_em > now()
        returning usuario_id, familia`),
    )[0];
    if (spent) {
      const [account] = await this.db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.id, spent.usuario_id), eq(usuario.flagAtivo, true)));
      if (!account) throw unauthorized('AUTH_REFRESH_INVALID', 'The account of this session is not active.');
      return this.issuePair(account.id, spent.familia);
    }
    const [known] = await this.db
      .select({ familia: refreshToken.familia, usedAt: refreshToken.usedAt, revokedAt: refreshToken.revokedAt })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, tokenHash));
    if (!known) throw unauthorized('AUTH_REFRESH_INVALID', 'The refresh token is not valid.');
    if (known.usedAt || known.revokedAt) {
      await this.revokeFamily(known.familia);
      throw unauthorized('AUTH_REFRESH_REUSED', 'This refresh token was already used; the session has ended.');
    }
    throw unauthorized('AUTH_REFRESH_EXPIRED', 'The refresh token has expired.');
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db
      .update(refreshToken)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshToken.familia, family), isNull(refreshToken.revokedAt)));
  }

  /**
   * Ends the account's sessions: every refresh-token family but `keepFamily` (the caller's own, when
   * given). Without one to keep, access tokens issued until now stop working too.
   */
  async endSessions(accountId: number, keepFamily: string | null): Promise<void> {
    await this.db
      .update(refreshToken)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(refreshToken.usuarioId, accountId),
          isNull(refreshToken.revokedAt),
          keepFamily ? ne(refreshToken.familia, keepFamily) : undefined,
        ),
      );
    if (!keepFamily) {
      await this.db.update(usuario).set({ sessoesDesde: sql`now()` }).where(eq(usuario.id, accountId));
    }
  }
}
