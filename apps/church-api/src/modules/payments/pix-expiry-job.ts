import type { PaymentRepository } from './payment-repository';

export interface PixExpiryJob {
  /** Cancels what expired before the clock's now; returns how many it cancelled. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * Cancels unpaid Pix orders once their code expires, which gives their tickets back (§4). Each run
 * claims expired payments with FOR UPDATE SKIP LOCKED and moves them from pendente in one statement,
 * so replicas running it at the same moment cancel each order once. The clock is injectable, so
 * tests move time instead of waiting.
 */
export function startPixExpiryJob(
  payments: PaymentRepository,
  options: { intervalMs: number; clock: () => Date; onError: (error: unknown) => void },
): PixExpiryJob {
  const runOnce = async () => (await payments.cancelExpiredPix(options.clock())).length;
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          runOnce().catch(options.onError);
        }, options.intervalMs)
      : undefined;
  timer?.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
