import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { tentativaAcesso } from '../../db/schema';
import { ProblemError } from '../../http/problem';

export interface RateLimit {
  /** The counter's key prefix, e.g. `login:account`. */
  name: string;
  max: number;
  windowSeconds: number;
}

const MINUTES = 60;

/** The limits of the access calls. Counters live in the database, so every replica shares them. */
export const RATE_LIMITS = {
  /** Failed sign-ins of one e-mail. */
  loginPerAccount: { name: 'login:account', max: 5, windowSeconds: 15 * MINUTES },
  /** Failed sign-ins from one address. */
  loginPerAddress: { name: 'login:address', max: 30, windowSeconds: 15 * MINUTES },
  /** E-mail lookups (the access screen's first step) from one address. */
  lookupPerAddress: { name: 'lookup:address', max: 60, windowSeconds: 15 * MINUTES },
  /** Registrations from one address. */
  registerPerAddress: { name: 'register:address', max: 10, windowSeconds: 60 * MINUTES },
  /** Recovery and activation e-mails requested from one address. */
  mailPerAddress: { name: 'mail:address', max: 10, windowSeconds: 15 * MINUTES },
} satisfies Record<string, RateLimit>;

export function tooManyRequests(retryAfterSeconds: number): ProblemError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ProblemError(429, 'Too Many Requests', `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    code: 'RATE_LIMITED',
    headers: { 'retry-after': String(seconds) },
  });
}

/** Fixed-window counters in `tentativa_acesso`, updated atomically with one upsert. */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Counts one hit and raises 429 (with Retry-After) when it goes over the limit. */
  async hit(limit: RateLimit, subject: string): Promise<void> {
    const { count, retryAfter } = await this.increment(limit, subject);
    if (count > limit.max) throw tooManyRequests(retryAfter);
  }

  /** Raises 429 when the limit is already reached, without counting. */
  async assertNotBlocked(limit: RateLimit, subject: string): Promise<void> {
    const key = `${limit.name}:${subject}`;
    const result = await this.db.execute(sql`
      select contagem, extract(epoch from (janela_inicio + make_interval(secs => ${limit.windowSeconds}) - now()))::float8 as restante
      from tentativa_acesso where chave = ${key}`);
    const row = rowsOf<{ contagem: number; restante: number }>(result)[0];
    if (row && row.restante > 0 && Number(row.contagem) >= limit.max) throw tooManyRequests(Number(row.restante));
  }

  /** Counts one hit; returns the count in the current window and the seconds until it ends. */
  async increment(limit: RateLimit, subject: string): Promise<{ count: number; retryAfter: number }> {
    const key = `${limit.name}:${subject}`;
    const window = sql`make_interval(secs => ${limit.windowSeconds})`;
    const result = await this.db.execute(sql`
      insert into tentativa_acesso (chave, janela_inicio, contagem) values (${key}, now(), 1)
      on conflict (chave) do update set
        contagem = case when tentativa_acesso.janela_inicio + ${window} <= now() then 1 else tentativa_acesso.contagem + 1 end,
        janela_inicio = case when tentativa_acesso.janela_inicio + ${window} <= now() then now() else tentativa_acesso.janela_inicio end
      returning contagem, extract(epoch from (janela_inicio + ${window} - now()))::float8 as restante`);
    const row = rowsOf<{ contagem: number; restante: number }>(result)[0];
    return { count: Number(row?.contagem ?? 1), retryAfter: Number(row?.restante ?? limit.windowSeconds) };
  }

  async reset(limit: RateLimit, subject: string): Promise<void> {
    await this.db.delete(tentativaAcesso).where(eq(tentativaAcesso.chave, `${limit.name}:${subject}`));
  }
}
