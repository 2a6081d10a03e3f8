import type Stripe from 'stripe';
import type { ChargeRequest, PayerAddress } from '../payment-gateway';

type IntentParams = Stripe.PaymentIntentCreateParams;

/**
 * Each PaymentIntent allows only its method's type (`allowed_payment_method_types`, which replaced
 * `payment_method_types` in the SDK's API version), so what the Dashboard enables cannot change how we charge.
 */
function intentOf(request: ChargeRequest, params: Omit<IntentParams, 'amount' | 'currency'>): IntentParams {
  return {
    amount: request.total,
    currency: request.moeda.toLowerCase(),
    description: request.descricao,
    metadata: { codigo: request.codigo, igreja: String(request.igrejaId) },
    confirm: true,
    ...params,
  };
}

/** The card's Stripe customer (the member's, for a kept card) and the page a redirect-based check returns the buyer to. */
export interface CardIntentOptions {
  customer?: string;
  returnUrl: string;
}

/**
 * A card charge with the PaymentMethod Stripe.js made in the buyer's browser (or a saved one), confirmed
 * at once on the server. When the bank asks for 3DS, Stripe answers a `use_stripe_sdk` next action that
 * Stripe.js runs in the buyer's browser with the PaymentIntent's client secret (handleNextAction).
 */
export function cardIntent(request: ChargeRequest, { customer, returnUrl }: CardIntentOptions): IntentParams {
  const installments = request.parcelas > 1 && request.moeda.toUpperCase() === 'BRL';
  return intentOf(request, {
    allowed_payment_method_types: ['card'],
    ...(request.cardToken ? { payment_method: request.cardToken } : {}),
    ...(customer ? { customer } : {}),
    // Kept for later on the member's customer (a card only a customer holds can be charged again).
    ...(request.salvarCartao && customer ? { setup_future_usage: 'off_session' } : {}),
    // Nobody is there to answer a 3DS challenge: Stripe refuses such a charge instead of asking.
    ...(request.recorrente ? { off_session: true } : { return_url: returnUrl, use_stripe_sdk: true }),
    ...(installments ? { payment_method_options: { card: { installments: { enabled: true, plan: { count: request.parcelas, interval: 'month', type: 'fixed_count' } } } } } : {}),
  });
}

export function pixIntent(request: ChargeRequest, ttlMs: number): IntentParams {
  return intentOf(request, {
    allowed_payment_method_types: ['pix'],
    payment_method_data: { type: 'pix' },
    // Stripe's code lives a day by default; the order's Pix lives PIX_TTL_MINUTES, a recurring gift's period its grace (the caller's pixTtlMs).
    payment_method_options: { pix: { expires_after_seconds: Math.max(10, Math.round(ttlMs / 1000)) } },
  });
}

export function boletoIntent(request: ChargeRequest, days: number): IntentParams {
  return intentOf(request, {
    allowed_payment_method_types: ['boleto'],
    payment_method_data: {
      type: 'boleto',
      boleto: { tax_id: request.documento ?? '' },
      billing_details: { name: request.pagador ?? '', email: request.email ?? '', address: addressOf(request.endereco) },
    },
    payment_method_options: { boleto: { expires_after_days: days } },
  });
}

export function achIntent(request: ChargeRequest): IntentParams {
  const ach = request.ach;
  return intentOf(request, {
    allowed_payment_method_types: ['us_bank_account'],
    payment_method_data: {
      type: 'us_bank_account',
      us_bank_account: { account_number: ach?.numeroConta ?? '', routing_number: ach?.numeroRoteamento ?? '', account_holder_type: 'individual', account_type: ach?.tipoConta ?? 'checking' },
      billing_details: { name: ach?.titular ?? request.pagador ?? '', ...(request.email ? { email: request.email } : {}) },
    },
    // A debit needs the payer's mandate: accepted in our checkout (online) when we know their connection.
    mandate_data: {
      customer_acceptance: request.cliente
        ? { type: 'online', online: { ip_address: request.cliente.ip, user_agent: request.cliente.userAgent } }
        : { type: 'offline', offline: {} },
    },
  });
}

function addressOf(address: PayerAddress | undefined): Stripe.AddressParam {
  if (!address) return { country: 'BR' };
  return { line1: address.logradouro, city: address.cidade, state: address.estado, postal_code: address.cep.replace(/\D/g, ''), country: 'BR' };
}
