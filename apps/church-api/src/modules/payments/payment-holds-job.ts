import type { Database } from '@church/api-platform/db/database';
import { IDEMPOTENCY_WINDOW_MS, purgeOldKeys } from './idempotency';
import type { PaymentService } from './payment-service';
import type { JobRunRecorder } from '@church/api-platform/jobs/job-runs';
import { repeatEvery } from '@church/api-platform/jobs/repeating-job';

export interface PaymentHoldsJob {
  /** One round at the clock's now; returns how many payments and keys it changed. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * The payment core's upkeep, every `intervalMs` (0: only when asked, as tests do): ends the holds that
 * ran out (an unpaid Pix, slip, cash or wallet order, an unanswered 3DS challenge, an undecided review)
 * so their tickets go back on sale (§4), settles the payments a dead or failed request left open (by
 * asking their gateway), and forgets idempotency keys past their window. Every step claims its rows
 * with FOR UPDATE SKIP LOCKED, so replicas running it at the same moment change each row once.
 */
export function startPaymentHoldsJob(db: Database, service: PaymentService, options: { intervalMs: number; clock: () => Date; onError: (error: unknown) => void; runs?: JobRunRecorder }): PaymentHoldsJob {
  const runOnce = async () => {
    const ended = await service.endExpiredHolds(options.onError);
    const settled = await service.settleOpenCharges(options.onError);
    const forgotten = await purgeOldKeys(db, new Date(options.clock().getTime() - IDEMPOTENCY_WINDOW_MS));
    return ended + settled + forgotten;
  };
  return { runOnce, stop: repeatEvery(options.intervalMs, runOnce, options.onError, options.runs) };
}
