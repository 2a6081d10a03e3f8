import type { MetodoPagamento } from '@church/contracts-church';

/** Who serves a payment method at a church: the provider (`sandbox`, `stripe`) and its public key for the browser (never a secret). */
export interface MethodProvider {
  provedor: string;
  chavePublicavel: string | null;
}

/**
 * Says, for a church, who serves each of its payment methods (by method code), as the browser learns
 * it with the methods (the tenant bootstrap's `metodosPagamento`): the card fields a checkout shows
 * depend on it (Stripe's own fields, Stripe.js with the publishable key, where Stripe serves cards; the
 * sandbox's otherwise). The payments module gives it from each church's own gateway configuration
 * (`TenantCache.describePaymentMethods`); without it, every method is the sandbox's.
 */
export type PaymentMethodDescriber = (igrejaId: number) => Promise<Readonly<Record<string, MethodProvider>>>;

const SANDBOX: MethodProvider = { provedor: 'sandbox', chavePublicavel: null };

/** A church's method with its provider, and the publishable key where a real provider serves it. */
export function withProvider(method: MetodoPagamento, described: Readonly<Record<string, MethodProvider>> | null): MetodoPagamento {
  const provider = described?.[method.codigo] ?? SANDBOX;
  return { ...method, provedor: provider.provedor, chavePublicavel: provider.chavePublicavel };
}
