import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import { tentativaAcesso } from './rate-limit-tables';
import { ProblemError } from '../http/problem';

/** At most `max` attempts per subject in a fixed window. */
export interface RateLimit {
  /** The counter's key prefix, e.g. `login:account-address`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Failures beyond `free` in a window make the subject wait, longer after each one (1 s, 2 s, 4 s … `maxDelaySeconds`). */
export interface Slowdown {
  name: string;
  free: number;
  windowSeconds: number;
  maxDelaySeconds: number;
}

const MINUTES = 60;

/** The limits of the access calls. Counters live in the database, so every replica shares them. */
export const RATE_LIMITS = {
  /** Wrong passwords for one account from one address (a browser without the device cookie). */
  loginPerAccountAddress: { name: 'login:account-address', max: 5, windowSeconds: 15 * MINUTES },
  /** Wrong passwords from one browser that signed in to the account before (its device cookie). */
  loginPerDevice: { name: 'login:device', max: 5, windowSeconds: 15 * MINUTES },
  /** E-mail lookups (the access screen's first step) from one address: a congregation on one Wi-Fi fits. */
  lookupPerAddress: { name: 'lookup:address', max: 600, windowSeconds: 15 * MINUTES },
  /** Registrations from one address. */
  registerPerAddress: { name: 'register:address', max: 100, windowSeconds: 60 * MINUTES },
  /** Recovery and activation e-mails requested from one address. */
  mailPerAddress: { name: 'mail:address', max: 30, windowSeconds: 15 * MINUTES },
  /** Recovery and activation e-mails to one e-mail address, whoever asks: nobody floods a member's inbox. */
  mailPerEmail: { name: 'mail:email', max: 3, windowSeconds: 60 * MINUTES },
  /** "This CPF is already in use" answers to one address: a CPF is not looked up by trying them all. */
  cpfInUsePerAddress: { name: 'cpf-in-use:address', max: 10, windowSeconds: 15 * MINUTES },
} satisfies Record<string, RateLimit>;

export const SLOWDOWNS = {
  /** Wrong passwords from one address, whatever the account: enough for a congregation behind one NAT. */
  passwordFailuresPerAddress: { name: 'slow:password:address', free: 30, windowSeconds: 15 * MINUTES, maxDelaySeconds: 5 * MINUTES },
  /** Lookups of e-mails that have no account, from one address. */
  lookupMissesPerAddress: { name: 'slow:lookup-miss:address', free: 100, windowSeconds: 15 * MINUTES, maxDelaySeconds: 5 * MINUTES },
} satisfies Record<string, Slowdown>;

export function tooManyRequests(retryAfterSeconds: number): ProblemError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ProblemError(429, 'Too Many Requests', `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    code: 'RATE_LIMITED',
    headers: { 'retry-after': String(seconds) },
  });
}

interface CounterRow {
  contagem: number;
  restante: number;
}

/**
 * Fixed-window counters in `tentativa_acesso`, each changed by one atomic upsert. An attempt is counted
 * before it is evaluated (`hit`), so that simultaneous attempts can never all slip under the limit;
 * a success may then take its attempt back (`reset`).
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Counts one attempt and raises 429 (with Retry-After) when it goes over the limit. */
  async hit(limit: RateLimit, subject: string): Promise<void> {
    const { count, retryAfter } = await this.increment(limit, subject);
    if (count > limit.max) throw tooManyRequests(retryAfter);
  }

  /** Counts one attempt; returns the count in the current window and the seconds until it ends. */
  async increment(limit: { name: string; windowSeconds: number }, subject: string): Promise<{ count: number; retryAfter: number }> {
    const key = `${limit.name}:${subject}`;
    const window = sql`make_interval(secs => ${limit.windowSeconds})`;
    const result = await this.db.execute(sql`
      insert into tentativa_acesso (chave, janela_inicio, contagem) values (${key}, now(), 1)
      on conflict (chave) do update set
        contagem = case when tentativa_acesso.janela_inicio + ${window} <= now() then 1 else tentativa_acesso.contagem + 1 end,
        janela_inicio = case when tentativa_acesso.janela_inicio + ${window} <= now() then now() else tentativa_acesso.janela_inicio end
      returning contagem, extract(epoch from (janela_inicio + ${window} - now()))::float8 as restante`);
    const row = rowsOf<CounterRow>(result)[0];
    return { count: Number(row?.contagem ?? 1), retryAfter: Number(row?.restante ?? limit.windowSeconds) };
  }

  async reset(limit: { name: string }, subject: string): Promise<void> {
    await this.db.delete(tentativaAcesso).where(eq(tentativaAcesso.chave, `${limit.name}:${subject}`));
  }

  /** Raises 429 with the seconds left while the subject must wait after its failures. */
  async assertNotSlowed(slowdown: Slowdown, subject: string): Promise<void> {
    const result = await this.db.execute(sql`
      select extract(epoch from (bloqueado_ate - now()))::float8 as restante
      from tentativa_acesso where chave = ${`${slowdown.name}:${subject}`} and bloqueado_ate > now()`);
    const row = rowsOf<{ restante: number }>(result)[0];
    if (row) throw tooManyRequests(Number(row.restante));
  }

  /** Counts a failure; past the free ones, the subject must wait 2^(n − free − 1) s, up to the maximum. */
  async fail(slowdown: Slowdown, subject: string): Promise<void> {
    const key = `${slowdown.name}:${subject}`;
    const window = sql`make_interval(secs => ${slowdown.windowSeconds})`;
    const expired = sql`tentativa_acesso.janela_inicio + ${window} <= now()`;
    const next = sql`(case when ${expired} then 1 else tentativa_acesso.contagem + 1 end)`;
    await this.db.execute(sql`
      insert into tentativa_acesso (chave, janela_inicio, contagem) values (${key}, now(), 1)
      on conflict (chave) do update set
        contagem = ${next},
        janela_inicio = case when ${expired} then now() else tentativa_acesso.janela_inicio end,
        bloqueado_ate = case when ${next} > ${slowdown.free}
          then now() + make_interval(secs => least(${slowdown.maxDelaySeconds}::float8, power(2, least(${next} - ${slowdown.free} - 1, 30))))
          else null end`);
  }
}
