import Stripe from 'stripe';
import { type CardDetails, CardRefusedError, type CardToken, type ChargeRequest, type ChargeResult, type MadeCharge, type PaymentGateway } from '../payment-gateway';
import type { PaymentStatus } from '../payment-method';
import { achIntent, boletoIntent, cardIntent, pixIntent } from './stripe-payment-intents';

/** The card gateway id of §3 that Stripe serves when it is configured. */
export const STRIPE_GATEWAY_ID = 1;

/** Stripe's name on the payments it makes. */
export const STRIPE_GATEWAY = 'stripe';

export interface StripeGatewayOptions {
  /** The church's page Stripe returns the buyer to after a 3DS challenge. */
  challengeReturnUrl: (igrejaId: number) => Promise<string>;
  /** How long a Pix code may be paid (PIX_TTL_MINUTES). */
  pixTtlMs: number;
  /** Days until a bank slip is due (BOLETO_DAYS). */
  boletoDays: number;
}

/** A PaymentIntent's status as §4's keys. */
function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'aprovado';
    case 'processing':
      return 'pendente';
    case 'requires_action':
      // A 3DS challenge is under review like the sandbox's; a Pix or slip (or a debit to verify) waits for the payer.
      return intent.next_action?.redirect_to_url ? 'em_analise' : 'pendente';
    case 'canceled':
      return 'cancelado';
    default:
      return 'nao_aprovado';
  }
}

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const action = intent.next_action;
  const result: ChargeResult = { status: statusOf(intent), referencia: intent.id, gateway: STRIPE_GATEWAY };
  if (action?.redirect_to_url?.url) result.desafio = { url: action.redirect_to_url.url, tokenHash: '' };
  if (action?.pix_display_qr_code?.data) result.pix = { copiaECola: action.pix_display_qr_code.data, expiraEm: fromUnix(action.pix_display_qr_code.expires_at) };
  if (action?.boleto_display_details?.number) {
    const slip = action.boleto_display_details;
    result.boleto = { linhaDigitavel: slip.number?.replace(/\D/g, '') ?? '', vencimento: fromUnix(slip.expires_at).toISOString().slice(0, 10) };
  }
  return result;
}

/** Stripe's card tokens are payment methods (the sandbox's are `tok_…`). */
export const isStripeCardToken = (token: string) => token.startsWith('pm_');

const fromUnix = (seconds: number | null | undefined) => new Date((seconds ?? 0) * 1000);
const expiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * The Stripe adapter (its official SDK): cards (3DS on Stripe's page, returning to ours), ACH debits,
 * and Pix and bank slips for accounts in Brazil, each a PaymentIntent created and confirmed at once.
 * Our payment code is its idempotency key, so a charge retried never charges twice; what happens later
 * arrives through Stripe's signed webhook (stripe-webhook-route.ts). A declined card is an answer
 * (nao_aprovado); any other error of Stripe's is thrown, and the payment core refuses the payment.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = STRIPE_GATEWAY;

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripeGatewayOptions,
  ) {}

  async tokeniseCard(_igrejaId: number, card: CardDetails): Promise<CardToken> {
    const [month = 0, year = 0] = card.validade.split('/').map(Number);
    try {
      const method = await this.stripe.paymentMethods.create({
        type: 'card',
        card: { number: card.numero.replace(/\D/g, ''), exp_month: month, exp_year: year < 100 ? 2000 + year : year, cvc: card.cvv },
        billing_details: { name: card.titular },
      });
      return tokenOf(method);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new CardRefusedError(error.message);
      throw error;
    }
  }

  /**
   * The card a payment method names, ready to be charged again: Stripe charges a payment method a
   * second time only once it belongs to a customer, so one that has none is given one here. Undefined
   * for an unknown token, or for a card already used without being kept (Stripe refuses to attach it).
   */
  async describeCard(igrejaId: number, token: string): Promise<CardToken | undefined> {
    if (!isStripeCardToken(token)) return undefined;
    const method = await this.stripe.paymentMethods.retrieve(token).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (method?.type !== 'card') return undefined;
    if (method.customer) return tokenOf(method);
    const customer = await this.stripe.customers.create({ metadata: { igreja: String(igrejaId) } }, { idempotencyKey: `card-customer-${token}` });
    try {
      return tokenOf(await this.stripe.paymentMethods.attach(token, { customer: customer.id }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
      throw error;
    }
  }

  acceptsCardToken(token: string): boolean {
    return isStripeCardToken(token);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      return resultOf(await this.stripe.paymentIntents.create(await this.intentOf(request), { idempotencyKey: `charge-${request.codigo}` }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'nao_aprovado', referencia: error.payment_intent?.id ?? `declined_${request.codigo}`, gateway: STRIPE_GATEWAY };
      throw error;
    }
  }

  /**
   * The PaymentIntent made for the payment code, found by the code in its metadata. Stripe's search
   * can lag a new PaymentIntent by a few seconds, so "none" is only trusted by the caller where that
   * no longer matters: a retried charge reuses the code's idempotency key, which Stripe answers with
   * the first PaymentIntent for 24 hours.
   */
  async find(request: Pick<ChargeRequest, 'codigo'>): Promise<ChargeResult | undefined> {
    const found = await this.stripe.paymentIntents.search({ query: `metadata['codigo']:'${request.codigo.replace(/[^A-Z0-9]/g, '')}'`, limit: 1 });
    const intent = found.data[0];
    return intent ? resultOf(intent) : undefined;
  }

  async refund(charge: MadeCharge): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: charge.referencia, metadata: { codigo: charge.codigo } }, { idempotencyKey: `refund-${charge.codigo}` });
  }

  async cancel(charge: MadeCharge): Promise<ChargeResult | undefined> {
    try {
      await this.stripe.paymentIntents.cancel(charge.referencia, {}, { idempotencyKey: `cancel-${charge.codigo}` });
      return undefined;
    } catch (error) {
      // Stripe refuses to cancel a PaymentIntent that succeeded meanwhile: then it is paid.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const intent = await this.stripe.paymentIntents.retrieve(charge.referencia);
      return intent.status === 'succeeded' ? resultOf(intent) : undefined;
    }
  }

  private async intentOf(request: ChargeRequest): Promise<Stripe.PaymentIntentCreateParams> {
    switch (request.metodo) {
      case 'CARTAO_CREDITO':
        return cardIntent(request, { customer: await this.cardCustomer(request), returnUrl: await this.options.challengeReturnUrl(request.igrejaId) });
      case 'PIX':
        return pixIntent(request, this.options.pixTtlMs);
      case 'BOLETO':
        return boletoIntent(request, this.options.boletoDays);
      case 'ACH':
        return achIntent(request);
      default:
        throw new Error(`Stripe does not take ${request.metodo} here.`);
    }
  }

  /**
   * The Stripe customer a card is charged as: the one a kept card belongs to, or, for a card the buyer
   * keeps now, a new one (made once per payment code, so a retried charge sends the same parameters).
   */
  private async cardCustomer(request: ChargeRequest): Promise<string | undefined> {
    if (!request.cardToken || !isStripeCardToken(request.cardToken)) return undefined;
    const existing = idOf((await this.stripe.paymentMethods.retrieve(request.cardToken)).customer);
    if (existing || !request.salvarCartao) return existing;
    const customer = await this.stripe.customers.create(
      { ...(request.pagador ? { name: request.pagador } : {}), ...(request.email ? { email: request.email } : {}), metadata: { igreja: String(request.igrejaId) } },
      { idempotencyKey: `customer-${request.codigo}` },
    );
    return customer.id;
  }
}

function tokenOf(method: Stripe.PaymentMethod): CardToken {
  const card = method.card;
  return {
    token: method.id,
    bandeira: card?.brand ?? 'other',
    ultimosDigitos: card?.last4 ?? '',
    validade: card ? expiry(card.exp_month, card.exp_year) : '',
    idGatewayPagamento: STRIPE_GATEWAY_ID,
  };
}
