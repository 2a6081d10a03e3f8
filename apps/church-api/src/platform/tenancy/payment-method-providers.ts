import type { MetodoPagamento } from '@church/contracts-church';
import { ConfigError } from '../config';

/**
 * Which provider serves a church's payment methods, as the browser learns it with the methods (the
 * tenant bootstrap's `metodosPagamento`): the card fields a checkout shows depend on it (Stripe's own
 * fields, Stripe.js with the publishable key, where Stripe serves cards; the sandbox's otherwise).
 *
 * Interim (issue 24, part 1), until each church configures its own gateway: one Stripe account serves
 * every church's cards, Pix, slips and ACH when STRIPE_SECRET_KEY is set, with its publishable key
 * STRIPE_PUBLISHABLE_KEY, as the payments module's router does (payments/routing-gateway.ts); every
 * other method, and every method without Stripe, is the sandbox's.
 */
export interface PaymentMethodProviders {
  stripe: { publishableKey: string } | null;
}

/** The methods Stripe takes when it is configured (payments/routing-gateway.ts: PROVIDER_METHODS). */
const STRIPE_METHODS = new Set(['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH']);

export function paymentMethodProvidersFrom(env: NodeJS.ProcessEnv): PaymentMethodProviders {
  if (!env.STRIPE_SECRET_KEY) return { stripe: null };
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY ?? '';
  if (!/^pk_(test|live)_[A-Za-z0-9]+$/.test(publishableKey)) {
    throw new ConfigError("STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…) is required with STRIPE_SECRET_KEY: cards are typed into Stripe's own fields in the browser, which need it.");
  }
  const secretMode = env.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'live' : 'test';
  if (!publishableKey.startsWith(`pk_${secretMode}_`)) throw new ConfigError(`STRIPE_PUBLISHABLE_KEY must be a ${secretMode}-mode key, as STRIPE_SECRET_KEY is.`);
  return { stripe: { publishableKey } };
}

/** A church's method with its provider, and the publishable key where Stripe serves it. */
export function withProvider(method: MetodoPagamento, providers: PaymentMethodProviders | undefined): MetodoPagamento {
  const stripe = providers?.stripe;
  if (stripe && STRIPE_METHODS.has(method.codigo)) return { ...method, provedor: 'stripe', chavePublicavel: stripe.publishableKey };
  return { ...method, provedor: 'sandbox', chavePublicavel: null };
}
