import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ProblemError } from '../../http/problem';
import { idempotencia } from './schema';

/** An answer worth replaying: its status and body (a problem's fields for a refusal). */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  /** Whose key it is: `u:<account id>`, so one person's key never meets another's. */
  scope: string;
  key: string | undefined;
  operation: string;
  body: unknown;
}

/**
 * Runs `answer` once per Idempotency-Key: the first request runs it and its answer (or its 4xx
 * refusal) is kept; a retry with the same key and body gets that answer again without running it; the
 * same key with another body is a 422; a retry while the first is still running is a 409 to retry.
 * An unexpected failure forgets the key, so that a retry can try again. Without a key, it just runs.
 */
export async function withIdempotency(db: Database, request: IdempotentRequest, answer: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  if (!request.key) return answer();
  const hashCorpo = createHash('sha256').update(`${request.operation}\n${canonicalJson(request.body)}`).digest('hex');
  const keyOf = and(eq(idempotencia.escopo, request.scope), eq(idempotencia.chave, request.key));
  const claimed = await statementsOf(db).claim.execute({ escopo: request.scope, chave: request.key, operacao: request.operation, hashCorpo });
  if (claimed.length === 0) return replay(db, keyOf, hashCorpo);
  let stored: StoredAnswer;
  try {
    stored = await answer();
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status >= 500) {
      await db.delete(idempotencia).where(keyOf);
      throw error;
    }
    stored = { status: error.status, body: { title: error.title, detail: error.detail, code: error.extra.code, errors: error.extra.errors } };
  }
  await statementsOf(db).answer.execute({ escopo: request.scope, chave: request.key, status: stored.status, resposta: JSON.stringify(stored.body) });
  return answerOrThrow(stored);
}

/** The claim of a key and the keeping of its answer, prepared once per database: every purchase runs them. */
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const keyIs = and(eq(idempotencia.escopo, sql.placeholder('escopo')), eq(idempotencia.chave, sql.placeholder('chave')));
  return {
    claim: db
      .insert(idempotencia)
      .values({ escopo: sql.placeholder('escopo'), chave: sql.placeholder('chave'), operacao: sql.placeholder('operacao'), hashCorpo: sql.placeholder('hashCorpo') })
      .onConflictDoNothing()
      .returning({ chave: idempotencia.chave })
      .prepare('idempotency_claim'),
    answer: db
      .update(idempotencia)
      .set({ statusHttp: sql`${sql.placeholder('status')}::integer`, resposta: sql`${sql.placeholder('resposta')}::jsonb` })
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

async function replay(db: Database, keyOf: ReturnType<typeof and>, hashCorpo: string): Promise<StoredAnswer> {
  const [row] = await db.select().from(idempotencia).where(keyOf);
  if (!row) throw new ProblemError(409, 'Conflict', 'The first request with this Idempotency-Key failed; retry.', { code: 'IDEMPOTENCY_RETRY', headers: { 'retry-after': '1' } });
  if (row.hashCorpo !== hashCorpo) {
    throw new ProblemError(422, 'Unprocessable Content', 'This Idempotency-Key was used with another request.', {
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: [{ field: 'header.idempotency-key', message: 'Already used with another request body.' }],
    });
  }
  if (row.statusHttp === null) {
    throw new ProblemError(409, 'Conflict', 'The first request with this Idempotency-Key is still being answered.', {
      code: 'IDEMPOTENCY_IN_PROGRESS',
      headers: { 'retry-after': '1' },
    });
  }
  return answerOrThrow({ status: row.statusHttp, body: row.resposta });
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
