import { ApiError, retryAfterSeconds } from '@church/data-access';

/**
 * One purchase or gift as the buyer sees it: the Idempotency-Key and the exact request sent with it
 * (a new card's token included). It is kept, in the checkout's session state, from the moment before it
 * is first sent until its outcome is known, and every retry sends it again unchanged: the server then
 * answers the first answer, or finishes what the first request began, and never charges twice (the same
 * key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED).
 */
export interface PaymentAttempt<Request> {
  key: string;
  request: Request;
}

/**
 * A new attempt's key: 18 random bytes in hex, 36 characters. The server takes 8 to 100 letters,
 * digits, `-` or `_`, and at least 32 from a visitor without an account, for whom it is the attempt's
 * only secret.
 */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What a failed send says about its attempt:
 * - `refused`: a final answer (a 4xx refusal): the attempt is over, and the next press is a new attempt.
 * - `unknown`: no answer, or one that says "not now" (a network error, a 5xx, 503
 *   PAYMENT_OUTCOME_UNKNOWN, 409 IDEMPOTENCY_IN_PROGRESS or a 409 without a code, a 408 or a 429), or a success that could not be
 *   read: the purchase may have been made, so the attempt goes on, and it is sent again as it is.
 *   `retryAfterMs` is the server's Retry-After, when it sent one.
 * - `conflict`: 422 IDEMPOTENCY_KEY_REUSED: the key is known with another body. The outcome of the first
 *   body is not known either, so the attempt is not over; sending it again would be answered the same.
 */
export type AttemptFailure = { kind: 'refused' } | { kind: 'unknown'; retryAfterMs: number | null } | { kind: 'conflict' };

const NOT_NOW = new Set([408, 409, 425, 429]);

/** A 409 that names a conflict of its own (ASSINATURA_EXISTENTE: the member already subscribed) is a final answer; only IDEMPOTENCY_IN_PROGRESS, or one without a code, says "not now". */
const isDomainConflict = (error: ApiError) => error.status === 409 && error.problem?.code !== undefined && error.problem.code !== 'IDEMPOTENCY_IN_PROGRESS';

export function attemptFailureOf(error: unknown): AttemptFailure {
  if (!(error instanceof ApiError)) return { kind: 'unknown', retryAfterMs: null };
  // Below 400: an answer that could not be read (a success without its body): what it made is not known here.
  if (error.status < 400 || error.status >= 500 || (NOT_NOW.has(error.status) && !isDomainConflict(error))) {
    const seconds = retryAfterSeconds(error.retryAfter);
    return { kind: 'unknown', retryAfterMs: seconds === null ? null : seconds * 1000 };
  }
  if (error.status === 422 && error.problem?.code === 'IDEMPOTENCY_KEY_REUSED') return { kind: 'conflict' };
  return { kind: 'refused' };
}

/** Whether a failed send ends its attempt (only a final refusal does). */
export function endsAttempt(error: unknown): boolean {
  return attemptFailureOf(error).kind === 'refused';
}

/**
 * The attempt was sent as many times as we ask for in one go and its outcome is still not known (`cause`
 * is the last failure). The attempt stays: the buyer is told so, and "Try again" sends it again.
 */
export class PaymentNotConfirmedError extends Error {
  constructor(cause: unknown) {
    super('The payment could not be confirmed yet', { cause });
    this.name = 'PaymentNotConfirmedError';
  }
}

export interface SendAttemptOptions {
  /** How many times to send it in one go, the first included (3). */
  tries?: number;
  /** How long all the tries may take, waits included, in ms (30 s): a wait that would pass it is not made. */
  withinMs?: number;
  /** The wait before each retry without a Retry-After, in ms (1 s, then 3 s). */
  backoffMs?: readonly number[];
  /** The longest wait taken from a Retry-After, in ms (10 s). */
  maxWaitMs?: number;
  /** Told before each wait, with the number of the try to come (2, 3, …) and the wait. */
  onRetry?: (next: number, waitMs: number) => void;
  /** Stops asking (the screen went away): the last failure is then raised as not confirmed. */
  signal?: AbortSignal;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

const DEFAULT_BACKOFF_MS = [1000, 3000];

/**
 * Sends an attempt, and sends it again by itself while its outcome is unknown, a few times, honouring
 * Retry-After. Resolves with the first answer; raises a final refusal as it came, and a
 * `PaymentNotConfirmedError` when the tries run out (or the 422 IDEMPOTENCY_KEY_REUSED at once).
 */
export async function sendAttempt<Answer>(send: () => Promise<Answer>, options: SendAttemptOptions = {}): Promise<Answer> {
  const { tries = 3, withinMs = 30_000, backoffMs = DEFAULT_BACKOFF_MS, maxWaitMs = 10_000, onRetry, signal, wait = abortableWait, now = Date.now } = options;
  const started = now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const failure = attemptFailureOf(error);
      if (failure.kind === 'refused') throw error;
      if (failure.kind === 'conflict' || attempt >= tries || signal?.aborted) throw new PaymentNotConfirmedError(error);
      const waitMs = Math.min(failure.retryAfterMs ?? backoffMs[Math.min(attempt - 1, backoffMs.length - 1)] ?? 0, maxWaitMs);
      if (now() - started + waitMs > withinMs) throw new PaymentNotConfirmedError(error);
      onRetry?.(attempt + 1, waitMs);
      await wait(waitMs, signal);
      if (signal?.aborted) throw new PaymentNotConfirmedError(error);
    }
  }
}

function abortableWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
