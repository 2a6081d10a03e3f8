import { randomBytes } from 'node:crypto';
import { type AppConfig, ConfigError, type PublicOrigin } from '@church/api-platform/config';
import { keyringFrom, type SecretKeyring } from '@church/api-platform/secrets/church-secrets';
import { isLoopbackOrigin } from './mercadopago/mercadopago-client';

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
  /**
   * The single-church default: the environment's Stripe account (STRIPE_SECRET_KEY, with
   * STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY and STRIPE_CHURCH) serves the one church STRIPE_CHURCH
   * names, and only while that church has no provider account of its own. Every other church is served
   * by its own configuration (npm run church:gateway), or by the sandbox.
   */
  stripe?: DefaultStripeSettings;
  /** Where every Stripe client sends its calls (STRIPE_API_URL, an origin: a local fake in tests); unset, Stripe's API. */
  stripeApiUrl?: string;
  /** Where every Mercado Pago client sends its calls (MERCADOPAGO_API_URL, a loopback origin: a local fake, outside production only); unset, Mercado Pago's API. */
  mercadopagoApiUrl?: string;
  /**
   * The keys that seal the churches' gateway secrets (PAYMENT_SECRETS_KEYS=`id:key,…`, the first sealing);
   * null when unset: the app starts, and configuring a church's gateway is refused.
   */
  secretsKeyring: SecretKeyring | null;
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
  /**
   * Whether, where they are served, the sandbox's controls act at a church that has a real provider
   * (its own account, or the default's): outside production only. In production they act only at
   * churches the sandbox alone serves (demo churches), so that a sandbox Pix can never be "paid" at a
   * church that takes real money.
   */
  sandboxControlsAtProviderChurches: boolean;
}

/** The environment's Stripe account, the single-church default (see PaymentSettings.stripe). */
export interface DefaultStripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The code of the one church it serves. */
  churchCode: string;
  apiUrl?: string;
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
    ...(env.STRIPE_API_URL ? { stripeApiUrl: stripeApiUrlFrom(env.STRIPE_API_URL) } : {}),
    ...(env.MERCADOPAGO_API_URL ? { mercadopagoApiUrl: mercadopagoApiUrlFrom(env.MERCADOPAGO_API_URL, env.NODE_ENV) } : {}),
    secretsKeyring: keyringFrom(env),
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
    sandboxControlsAtProviderChurches: env.NODE_ENV !== 'production',
  };
}

function positiveNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, not '${text}'.`);
  return value;
}

function stripeApiUrlFrom(url: string): string {
  if (!/^https?:\/\/[^/]+\/?$/.test(url)) throw new ConfigError(`STRIPE_API_URL must be an origin like http://127.0.0.1:12111, not '${url}'.`);
  return url;
}

/** Mercado Pago's SDK has one origin per process: it may be moved only to a local fake, and never in production. */
function mercadopagoApiUrlFrom(url: string, nodeEnv: string | undefined): string {
  if (nodeEnv === 'production') throw new ConfigError('MERCADOPAGO_API_URL is for tests (a local fake of Mercado Pago): unset it in production.');
  if (!isLoopbackOrigin(url)) throw new ConfigError(`MERCADOPAGO_API_URL must be a loopback origin like http://127.0.0.1:12112 (a local fake), not '${url}'.`);
  return url;
}

/** A church's code as the default names it (its subdomain's first label). */
const CHURCH_CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function stripeSettingsFrom(env: NodeJS.ProcessEnv): Pick<PaymentSettings, 'stripe'> {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return {};
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set: Stripe webhooks are verified with it.');
  const churchCode = env.STRIPE_CHURCH ?? '';
  if (!CHURCH_CODE.test(churchCode)) {
    throw new ConfigError(
      "STRIPE_CHURCH must name the one church (its code, as 'grace') that STRIPE_SECRET_KEY serves: the environment's Stripe account is a single-church install's default. " +
        'Every other church brings its own account (npm run church:gateway).',
    );
  }
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY ?? '';
  if (!/^pk_(test|live)_[A-Za-z0-9]+$/.test(publishableKey)) {
    throw new ConfigError("STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…) is required with STRIPE_SECRET_KEY: cards are typed into Stripe's own fields in the browser, which need it.");
  }
  const secretMode = secretKey.startsWith('sk_live_') || secretKey.startsWith('rk_live_') ? 'live' : 'test';
  if (!publishableKey.startsWith(`pk_${secretMode}_`)) throw new ConfigError(`STRIPE_PUBLISHABLE_KEY must be a ${secretMode}-mode key, as STRIPE_SECRET_KEY is.`);
  return { stripe: { secretKey, webhookSecret, publishableKey, churchCode, ...(env.STRIPE_API_URL ? { apiUrl: stripeApiUrlFrom(env.STRIPE_API_URL) } : {}) } };
}
