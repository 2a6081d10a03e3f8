import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../config';

/** The payment core's settings, read from the environment. */
/** One process's webhook secret when none is set, the same for every reader of the settings. */
const PROCESS_WEBHOOK_SECRET = randomBytes(32).toString('hex');

export interface PaymentSettings {
  /**
   * Signs and verifies the sandbox gateway's webhooks (PAYMENT_WEBHOOK_SECRET). Unset, each process
   * makes its own: the sandbox delivers its webhooks to the process that sent them.
   */
  webhookSecret: string;
  /** How long a Pix code may be paid before the order is cancelled (PIX_TTL_MINUTES, default 30). */
  pixTtlMs: number;
  /** Days until a bank slip is due (BOLETO_DAYS, default 3). */
  boletoDays: number;
  /** How often the expiry job looks for unpaid Pix orders (PAYMENT_JOB_INTERVAL_MS, default 60 s; 0 turns it off). */
  jobIntervalMs: number;
}

export function paymentSettingsFrom(env: NodeJS.ProcessEnv): PaymentSettings {
  const secret = env.PAYMENT_WEBHOOK_SECRET;
  return {
    webhookSecret: secret || PROCESS_WEBHOOK_SECRET,
    pixTtlMs: positiveNumber(env.PIX_TTL_MINUTES, 30, 'PIX_TTL_MINUTES') * 60_000,
    boletoDays: positiveNumber(env.BOLETO_DAYS, 3, 'BOLETO_DAYS'),
    jobIntervalMs: env.PAYMENT_JOB_INTERVAL_MS === '0' ? 0 : positiveNumber(env.PAYMENT_JOB_INTERVAL_MS, 60_000, 'PAYMENT_JOB_INTERVAL_MS'),
  };
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, not '${text}'.`);
  return value;
}
