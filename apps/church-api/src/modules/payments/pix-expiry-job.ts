import type { PaymentRepository } from './payment-repository';
import { repeatEvery } from './repeating-job';

/** How long a 3DS challenge may wait for the buyer's answer. */
export const CHALLENGE_TTL_MS = 30 * 60_000;

export interface PixExpiryJob {
  /** Cancels what expired before the clock's now (and refuses abandoned challenges); returns how many it changed. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * Cancels unpaid Pix orders once their code expires, which gives their tickets back (§4), and refuses
 * card payments whose 3DS challenge was abandoned for CHALLENGE_TTL_MS. Each run
 * claims expired payments with FOR UPDATE SKIP LOCKED and moves them from pendente in one statement,
 * so replicas running it at the same moment cancel each order once. The clock is injectable, so
 * tests move time instead of waiting.
 */
export function startPixExpiryJob(
  payments: PaymentRepository,
  options: { intervalMs: number; clock: () => Date; onError: (error: unknown) => void },
): PixExpiryJob {
  const runOnce = async () => {
    const now = options.clock();
    const cancelled = await payments.cancelExpiredPix(now);
    const refused = await payments.refuseAbandonedChallenges(new Date(now.getTime() - CHALLENGE_TTL_MS));
    return cancelled.length + refused.length;
  };
  return { runOnce, stop: repeatEvery(options.intervalMs, runOnce, options.onError) };
}
