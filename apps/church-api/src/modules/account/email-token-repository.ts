import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { type TokenEmailTipo, tokenEmail } from './schema';
import { sha256 } from './tokens';

/** One-time e-mail tokens (activation, password reset), kept as their SHA-256. */
export class EmailTokenRepository {
  constructor(private readonly db: Database) {}

  /** A new one-time token of a kind; the account's older unused ones of that kind stop working. */
  async create(usuarioId: number, tipo: TokenEmailTipo, token: string, ttlSeconds: number): Promise<void> {
    await this.db
      .update(tokenEmail)
      .set({ usedAt: sql`now()` })
      .where(and(eq(tokenEmail.usuarioId, usuarioId), eq(tokenEmail.tipo, tipo), isNull(tokenEmail.usedAt)));
    await this.db.insert(tokenEmail).values({
      usuarioId,
      tipo,
      tokenHash: sha256(token),
      expiraEm: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  }

  /** Spends a one-time token atomically: the account it belongs to; null when unknown, of another kind, spent or expired. */
  async consume(tipo: TokenEmailTipo, token: string): Promise<{ usuarioId: number } | null> {
    const row = rowsOf<{ usuario_id: number }>(
      await this.db.execute(sql`
        update token_email set used_at = now()
        where token_hash = ${sha256(token)} and tipo = ${tipo} and used_at is null and expira_em > now()
        returning usuario_id`),
    )[0];
    return row ? { usuarioId: row.usuario_id } : null;
  }
}
