import { randomBytes } from 'node:crypto';
import { type AppConfig, ConfigError, type PublicOrigin } from '@church/api-platform/config';

/** One process's webhook secret when none is set, the same for every reader of the settings. */
const PROCESS_WEBHOOK_SECRET = randomBytes(32).toString('hex');

/** The payment core's settings, read from the environment. */
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
  /** Stripe, when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET; STRIPE_API_URL for a local fake). */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** Where the churches' sites are (for the page a provider returns a buyer to). */
  site?: { appDomain: string; publicOrigin: PublicOrigin };
  /** How long unpaid orders hold what they bought (hold-period.ts). */
  holds: HoldSettings;
  /**
   * Whether the sandbox's controls (mark a Pix or slip paid, the 3DS challenge page, its webhook) are
   * served: always without a real provider; with one, only outside production (they then act on the
   * sandbox's own payments only).
   */
  sandboxControls: boolean;
}

export interface HoldSettings {
  /** The instant wallet's hold when the church sets none (WALLET_HOLD_MINUTES, default 30). */
  walletMinutes: number;
  /** How long a card payment under review may hold (REVIEW_HOLD_HOURS, default 48). */
  reviewHours: number;
  /** Days after a slip's due date its payment may still arrive from the bank (BOLETO_SETTLEMENT_DAYS, default 3). */
  boletoSettlementDays: number;
  /** How long a payment the provider is still processing (an ACH debit) may hold (PROCESSING_HOLD_DAYS, default 14). */
  processingDays: number;
}

export function paymentSettingsFrom(env: NodeJS.ProcessEnv, config?: Pick<AppConfig, 'appDomain' | 'publicOrigin'>): PaymentSettings {
  const secret = env.PAYMENT_WEBHOOK_SECRET;
  return {
    ...stripeSettingsFrom(env),
    ...(config ? { site: { appDomain: config.appDomain, publicOrigin: config.publicOrigin } } : {}),
    webhookSecret: secret || PROCESS_WEBHOOK_SECRET,
    pixTtlMs: positiveNumber(env.PIX_TTL_MINUTES, 30, 'PIX_TTL_MINUTES') * 60_000,
    boletoDays: positiveNumber(env.BOLETO_DAYS, 3, 'BOLETO_DAYS'),
    jobIntervalMs: env.PAYMENT_JOB_INTERVAL_MS === '0' ? 0 : positiveNumber(env.PAYMENT_JOB_INTERVAL_MS, 60_000, 'PAYMENT_JOB_INTERVAL_MS'),
    holds: {
      walletMinutes: positiveNumber(env.WALLET_HOLD_MINUTES, 30, 'WALLET_HOLD_MINUTES'),
      reviewHours: positiveNumber(env.REVIEW_HOLD_HOURS, 48, 'REVIEW_HOLD_HOURS'),
      boletoSettlementDays: positiveNumber(env.BOLETO_SETTLEMENT_DAYS, 3, 'BOLETO_SETTLEMENT_DAYS'),
      processingDays: positiveNumber(env.PROCESSING_HOLD_DAYS, 14, 'PROCESSING_HOLD_DAYS'),
    },
    sandboxControls: !env.STRIPE_SECRET_KEY || env.NODE_ENV !== 'production',
  };
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, not '${text}'.`);
  return value;
}

function stripeSettingsFrom(env: NodeJS.ProcessEnv): Pick<PaymentSettings, 'stripe'> {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return {};
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set: Stripe webhooks are verified with it.');
  if (env.STRIPE_API_URL && !/^https?:\/\/[^/]+\/?$/.test(env.STRIPE_API_URL)) throw new ConfigError(`STRIPE_API_URL must be an origin like http://127.0.0.1:12111, not '${env.STRIPE_API_URL}'.`);
  return { stripe: { secretKey, webhookSecret, ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}) } };
}
