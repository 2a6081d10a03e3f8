import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { ProblemError } from '@church/api-platform/http/problem';
import { rowsOf } from '@church/api-platform/db/rows';
import { idempotencia, pagamento } from './schema';

/** An answer worth replaying: its status and body (a problem's fields for a refusal). */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  /** Whose key it is: `u:<account id>`, or `v:<e-mail>` for a visitor, so one person's key never meets another's. */
  scope: string;
  key: string | undefined;
  operation: string;
  body: unknown;
}

/** One purchase attempt, as the request answering it sees it. */
export interface Attempt {
  /** The attempt's identity (a hash of its scope and key): the payment it makes carries it. */
  id: string;
  /** Another request began this attempt and did not finish it: what that one made may exist, and is resumed. */
  resumed: boolean;
}

/** How long a request holds its attempt; a retry after that takes it over (the first one died). */
export const ATTEMPT_LEASE_MS = 120_000;
/** A visitor's key is the attempt's only secret: it must be long enough not to be guessed. */
export const VISITOR_KEY_MIN_LENGTH = 32;

/** Refusals that say "not now" rather than "no": the attempt stays open, and the same key may be sent again. */
const TRANSIENT_STATUSES = new Set([409, 429, 503]);

/**
 * Runs `answer` once per Idempotency-Key, and never loses the key. The first request claims the key
 * with a lease and runs `answer`; its answer, or its final 4xx refusal, is kept, and a retry with the
 * same key and body gets it again without running anything. The same key with another body is a 422.
 * A retry while the first request still holds the lease is a 409 to retry. A request that fails (a 5xx,
 * a 429 or a 503, the process dying) keeps nothing and lets the lease go (or lets it run out), and the
 * next retry takes the attempt over with `resumed` set: `answer` then finds what the first request made
 * (the payment carrying `attempt.id`) and finishes it instead of making a second one.
 */
export async function withIdempotency(db: Database, request: IdempotentRequest, answer: (attempt: Attempt) => Promise<StoredAnswer>): Promise<StoredAnswer> {
  if (!request.key) {
    throw new ProblemError(400, 'Bad Request', 'An Idempotency-Key is required: the same on every retry of this purchase.', {
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      errors: [{ field: 'header.idempotency-key', message: 'Required.' }],
    });
  }
  const hashCorpo = createHash('sha256').update(`${request.operation}\n${canonicalJson(request.body)}`).digest('hex');
  const attemptId = attemptIdOf(request.scope, request.key);
  const keyOf = and(eq(idempotencia.escopo, request.scope), eq(idempotencia.chave, request.key));
  const statements = statementsOf(db);
  const claimed = await statements.claim.execute({ escopo: request.scope, chave: request.key, operacao: request.operation, hashCorpo, leaseMs: ATTEMPT_LEASE_MS });
  let resumed = false;
  if (claimed.length === 0) {
    const kept = await replayOrTakeOver(db, keyOf, hashCorpo);
    if (kept) return answerOrThrow(kept);
    resumed = true;
  }
  let stored: StoredAnswer;
  try {
    stored = await answer({ id: attemptId, resumed });
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status >= 500 || TRANSIENT_STATUSES.has(error.status)) {
      // Nothing to keep: let the lease go, so that the next retry resumes at once.
      await db
        .update(idempotencia)
        .set({ leaseAte: sql`now()` })
        .where(and(keyOf, isNull(idempotencia.statusHttp)))
        .catch(() => undefined);
      throw error;
    }
    stored = { status: error.status, body: { title: error.title, detail: error.detail, code: error.extra.code, errors: error.extra.errors } };
  }
  await statements.answer.execute({ escopo: request.scope, chave: request.key, status: stored.status, resposta: JSON.stringify(stored.body) });
  return answerOrThrow(stored);
}

/** An attempt's identity: a hash of whose key it is and the key (purgeOldKeys computes the same in SQL). */
export function attemptIdOf(scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\n${key}`).digest('hex');
}

/** The claim of a key and the keeping of its answer, prepared once per database: every purchase runs them. */
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const keyIs = and(eq(idempotencia.escopo, sql.placeholder('escopo')), eq(idempotencia.chave, sql.placeholder('chave')));
  return {
    claim: db
      .insert(idempotencia)
      .values({
        escopo: sql.placeholder('escopo'),
        chave: sql.placeholder('chave'),
        operacao: sql.placeholder('operacao'),
        hashCorpo: sql.placeholder('hashCorpo'),
        leaseAte: sql`now() + ${sql.placeholder('leaseMs')}::integer * interval '1 millisecond'`,
      })
      .onConflictDoNothing()
      .returning({ chave: idempotencia.chave })
      .prepare('idempotency_claim'),
    answer: db
      .update(idempotencia)
      .set({ statusHttp: sql`${sql.placeholder('status')}::integer`, resposta: sql`${sql.placeholder('resposta')}::jsonb`, leaseAte: null })
      .where(and(keyIs, isNull(idempotencia.statusHttp)))
      .prepare('idempotency_answer'),
  };
}

function statementsOf(db: Database) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepare(db);
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * A key already claimed: its kept answer, or, when its request let go of it or died, undefined (the
 * attempt is now this request's); otherwise a 409 to retry.
 */
async function replayOrTakeOver(db: Database, keyOf: ReturnType<typeof and>, hashCorpo: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({ hashCorpo: idempotencia.hashCorpo, statusHttp: idempotencia.statusHttp, resposta: idempotencia.resposta })
    .from(idempotencia)
    .where(keyOf);
  if (!row) throw inProgress(1);
  if (row.hashCorpo !== hashCorpo) {
    throw new ProblemError(422, 'Unprocessable Content', 'This Idempotency-Key was used with another request.', {
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: [{ field: 'header.idempotency-key', message: 'Already used with another request body.' }],
    });
  }
  if (row.statusHttp !== null) return { status: row.statusHttp, body: row.resposta };
  const [taken] = await db
    .update(idempotencia)
    .set({ leaseAte: sql`now() + ${ATTEMPT_LEASE_MS} * interval '1 millisecond'` })
    .where(and(keyOf, isNull(idempotencia.statusHttp), or(isNull(idempotencia.leaseAte), lt(idempotencia.leaseAte, sql`now()`))))
    .returning({ chave: idempotencia.chave });
  if (taken) return undefined;
  const [held] = await db
    .select({ seconds: sql<number>`greatest(1, ceil(extract(epoch from (${idempotencia.leaseAte} - now()))))::integer` })
    .from(idempotencia)
    .where(keyOf);
  throw inProgress(held?.seconds ?? 1);
}

function inProgress(retryAfterSeconds: number): ProblemError {
  return new ProblemError(409, 'Conflict', 'The first request with this Idempotency-Key is still being answered; retry.', {
    code: 'IDEMPOTENCY_IN_PROGRESS',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

function answerOrThrow(stored: StoredAnswer): StoredAnswer {
  if (stored.status < 400) return stored;
  const problem = stored.body as { title: string; detail?: string; code?: string; errors?: { field: string; message: string }[] };
  throw new ProblemError(stored.status, problem.title, problem.detail, { code: problem.code, errors: problem.errors });
}

/** JSON with object keys sorted, so that the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** How long a key is kept after its request: a retry later than this is a new attempt (as Stripe's keys are). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Forgets the keys older than the window (answered, or left by a request that is long gone), and the
 * attempt marks of the payments they made, at most `limit` a run. Returns how many went.
 */
export async function purgeOldKeys(db: Database, before: Date, limit = 1000): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      with purged as (
        delete from ${idempotencia} where (escopo, chave) in (
          select escopo, chave from ${idempotencia}
          where data_cadastro < ${before.toISOString()} and (status_http is not null or lease_ate is null or lease_ate < now())
          limit ${limit}
        ) returning escopo, chave
      ), unmarked as (
        update ${pagamento} set chave_idempotencia = null
        where chave_idempotencia in (select encode(sha256(convert_to(escopo || E'\n' || chave, 'UTF8')), 'hex') from purged)
      )
      select count(*)::integer as n from purged`),
  );
  return rows[0]?.n ?? 0;
}
