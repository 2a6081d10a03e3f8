import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@church/data-access';
import { attemptFailureOf, endsAttempt, newAttemptKey, PaymentNotConfirmedError, sendAttempt } from './payment-attempt';

const refusal = (status: number, code?: string, retryAfter: string | null = null) =>
  new ApiError(status, { type: 'about:blank', title: 'Refused', status, ...(code ? { code } : {}) }, retryAfter);

describe('an attempt key', () => {
  it('is 36 URL-safe characters, at least the 32 a visitor must send, and new every time', () => {
    const keys = Array.from({ length: 50 }, newAttemptKey);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{32,100}$/);
      expect(key).toHaveLength(36);
    }
    expect(new Set(keys).size).toBe(50);
  });
});

describe('what ends an attempt', () => {
  it('ends on a final refusal: 400, 401, 403, 404, a 409 naming its own conflict, and a 422 other than IDEMPOTENCY_KEY_REUSED', () => {
    for (const error of [refusal(400), refusal(401), refusal(403, 'GUEST_CHECKOUT_CLOSED'), refusal(404), refusal(422, 'EVT_REG_001'), refusal(422, 'UNPAID_ORDERS_LIMIT'), refusal(422, 'CARD_INVALID'), refusal(409, 'ASSINATURA_EXISTENTE')]) {
      expect(attemptFailureOf(error)).toEqual({ kind: 'refused' });
      expect(endsAttempt(error)).toBe(true);
    }
  });

  it('does not end on a lost answer, a 5xx, 503 PAYMENT_OUTCOME_UNKNOWN, 409 IDEMPOTENCY_IN_PROGRESS or a 429, and reads their Retry-After', () => {
    expect(attemptFailureOf(new NetworkError(new TypeError('Failed to fetch')))).toEqual({ kind: 'unknown', retryAfterMs: null });
    expect(attemptFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unknown', retryAfterMs: null });
    expect(attemptFailureOf(refusal(500))).toEqual({ kind: 'unknown', retryAfterMs: null });
    expect(attemptFailureOf(refusal(502))).toEqual({ kind: 'unknown', retryAfterMs: null });
    expect(attemptFailureOf(refusal(503, 'PAYMENT_OUTCOME_UNKNOWN', '5'))).toEqual({ kind: 'unknown', retryAfterMs: 5000 });
    expect(attemptFailureOf(refusal(409, 'IDEMPOTENCY_IN_PROGRESS', '2'))).toEqual({ kind: 'unknown', retryAfterMs: 2000 });
    expect(attemptFailureOf(refusal(409))).toEqual({ kind: 'unknown', retryAfterMs: null });
    expect(attemptFailureOf(refusal(429, undefined, '30'))).toEqual({ kind: 'unknown', retryAfterMs: 30_000 });
    // A success whose body could not be read made something: not an end either.
    expect(attemptFailureOf(new ApiError(201, null))).toEqual({ kind: 'unknown', retryAfterMs: null });
    for (const error of [new NetworkError(null), refusal(500), refusal(503, 'PAYMENT_OUTCOME_UNKNOWN'), refusal(409, 'IDEMPOTENCY_IN_PROGRESS'), refusal(429), new ApiError(201, null)]) {
      expect(endsAttempt(error)).toBe(false);
    }
  });

  it('does not end on 422 IDEMPOTENCY_KEY_REUSED: the first body\'s outcome is not known either', () => {
    expect(attemptFailureOf(refusal(422, 'IDEMPOTENCY_KEY_REUSED'))).toEqual({ kind: 'conflict' });
    expect(endsAttempt(refusal(422, 'IDEMPOTENCY_KEY_REUSED'))).toBe(false);
  });
});

describe('sending an attempt', () => {
  /** A clock that moves only by the waits. */
  const clock = () => {
    let time = 0;
    const waits: number[] = [];
    return {
      waits,
      now: () => time,
      wait: async (ms: number) => {
        waits.push(ms);
        time += ms;
      },
    };
  };

  it('answers the first answer', async () => {
    const send = vi.fn(async () => ({ ok: 1 }));
    await expect(sendAttempt(send, clock())).resolves.toEqual({ ok: 1 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends it again after a lost answer, with a growing wait, and answers the retry\'s answer', async () => {
    const time = clock();
    const onRetry = vi.fn();
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new NetworkError(null)).mockRejectedValueOnce(refusal(502)).mockResolvedValue('bought');
    await expect(sendAttempt(send, { ...time, onRetry })).resolves.toBe('bought');
    expect(send).toHaveBeenCalledTimes(3);
    expect(time.waits).toEqual([1000, 3000]);
    expect(onRetry.mock.calls).toEqual([
      [2, 1000],
      [3, 3000],
    ]);
  });

  it('honours Retry-After, up to 10 s a wait', async () => {
    const time = clock();
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(refusal(503, 'PAYMENT_OUTCOME_UNKNOWN', '5')).mockRejectedValueOnce(refusal(429, undefined, '120')).mockResolvedValue('bought');
    await expect(sendAttempt(send, time)).resolves.toBe('bought');
    expect(time.waits).toEqual([5000, 10_000]);
  });

  it('gives up after 3 tries: not confirmed, carrying the last failure', async () => {
    const time = clock();
    const last = refusal(409, 'IDEMPOTENCY_IN_PROGRESS', '1');
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new NetworkError(null)).mockRejectedValueOnce(new NetworkError(null)).mockRejectedValue(last);
    const error = await sendAttempt(send, time).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentNotConfirmedError);
    expect((error as PaymentNotConfirmedError).cause).toBe(last);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('makes no wait that would pass its 30 s', async () => {
    const time = clock();
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(refusal(503, 'PAYMENT_OUTCOME_UNKNOWN', '8'));
    await expect(sendAttempt(send, { ...time, tries: 10, withinMs: 20_000 })).rejects.toBeInstanceOf(PaymentNotConfirmedError);
    expect(time.waits).toEqual([8000, 8000]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('raises a final refusal at once, as it came', async () => {
    const time = clock();
    const soldOut = refusal(422, 'EVT_REG_001');
    const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new NetworkError(null)).mockRejectedValue(soldOut);
    await expect(sendAttempt(send, time)).rejects.toBe(soldOut);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not send again a key the server knows with another body', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(refusal(422, 'IDEMPOTENCY_KEY_REUSED'));
    await expect(sendAttempt(send, clock())).rejects.toBeInstanceOf(PaymentNotConfirmedError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops asking once its screen went away', async () => {
    const controller = new AbortController();
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(new NetworkError(null));
    const waiting = sendAttempt(send, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(PaymentNotConfirmedError);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
