import { timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import {
  type CardDetails,
  type CardOwner,
  CardRefusedError,
  type CardToken,
  type ChargeRequest,
  type ChargeResult,
  type MadeCharge,
  type PaymentGateway,
  RawCardDataRefusedError,
} from '../payment-gateway';
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
  /** Each member's Stripe customer at each church (ProviderCustomerRepository). */
  customers: StripeCustomerStore;
}

/** Where each member's Stripe customer at a church is kept. */
export interface StripeCustomerStore {
  find(owner: CardOwner): Promise<string | undefined>;
  /** Keeps `made` unless another was kept first; answers the one kept. */
  keep(owner: CardOwner, made: string): Promise<string>;
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
      return isCardChallenge(intent) ? 'em_analise' : 'pendente';
    case 'canceled':
      return 'cancelado';
    default:
      return 'nao_aprovado';
  }
}

/** The card's bank wants the buyer to authenticate: on Stripe's page (`redirect_to_url`), or through Stripe.js (`use_stripe_sdk`). */
const isCardChallenge = (intent: Stripe.PaymentIntent) => Boolean(intent.next_action?.redirect_to_url) || intent.next_action?.type === 'use_stripe_sdk';

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const action = intent.next_action;
  const result: ChargeResult = { status: statusOf(intent), referencia: intent.id, gateway: STRIPE_GATEWAY };
  // Stripe.js runs the bank's check in the buyer's browser with the PaymentIntent's client secret (handleNextAction).
  if (intent.status === 'requires_action' && action?.type === 'use_stripe_sdk' && intent.client_secret) result.desafio = { url: '', tokenHash: '', clientSecret: intent.client_secret };
  else if (action?.redirect_to_url?.url) result.desafio = { url: action.redirect_to_url.url, tokenHash: '' };
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

/** Two secrets compared in constant time. */
function sameSecret(given: string, known: string | null | undefined): boolean {
  if (!known) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(known);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Stripe adapter (its official SDK): cards (typed only into Stripe's own fields in the buyer's
 * browser: Stripe.js makes the PaymentMethod, which we charge; 3DS runs through Stripe.js, then we read
 * the PaymentIntent again), ACH debits, and Pix and bank slips for accounts in Brazil, each a
 * PaymentIntent created and confirmed at once. Our payment code is its idempotency key, so a charge
 * retried never charges twice; what happens later arrives through Stripe's signed webhook
 * (stripe-webhook-route.ts). A declined card is an answer (nao_aprovado); any other error of Stripe's
 * is thrown, and the payment core refuses the payment. Each member has one Stripe customer per church,
 * on which their cards are saved (a SetupIntent, or a card kept at checkout) and charged: a
 * PaymentMethod attached to any other customer is refused to them.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = STRIPE_GATEWAY;

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripeGatewayOptions,
  ) {}

  /**
   * Never: Stripe takes card numbers only in its own fields (Stripe.js), so that they never reach our
   * server (PCI DSS SAQ A; sending them to Stripe's API from a server is allowed in test mode only).
   */
  async tokeniseCard(_igrejaId: number, _card: CardDetails): Promise<CardToken> {
    throw new RawCardDataRefusedError();
  }

  /**
   * The card a payment method names, kept on the member's Stripe customer at the church (Stripe charges
   * a payment method a second time only once it belongs to a customer): one without a customer is
   * attached to theirs. Undefined for an unknown token, a card of another customer, or a card already
   * used without being kept (Stripe refuses to attach it).
   */
  async describeCard(igrejaId: number, token: string, usuarioId?: number): Promise<CardToken | undefined> {
    if (!isStripeCardToken(token) || usuarioId === undefined) return undefined;
    const method = await this.paymentMethod(token);
    if (method?.type !== 'card') return undefined;
    const customer = await this.memberCustomer({ igrejaId, usuarioId });
    const owner = idOf(method.customer);
    if (owner) return owner === customer ? tokenOf(method) : undefined;
    try {
      return tokenOf(await this.stripe.paymentMethods.attach(token, { customer }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
      throw error;
    }
  }

  /** A SetupIntent for a card on the member's customer, which Stripe.js confirms in their browser (confirmCardSetup). */
  async startCardSetup(owner: CardOwner): Promise<{ clientSecret: string }> {
    const customer = await this.memberCustomer(owner);
    const intent = await this.stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { igreja: String(owner.igrejaId), usuario: String(owner.usuarioId) },
    });
    if (!intent.client_secret) throw new Error(`Stripe gave the SetupIntent ${intent.id} no client secret.`);
    return { clientSecret: intent.client_secret };
  }

  /** The card of a SetupIntent that succeeded for this member at this church (made by startCardSetup), read from Stripe. */
  async cardOfSetup(owner: CardOwner, setupIntentId: string): Promise<CardToken | undefined> {
    const intent = await this.stripe.setupIntents.retrieve(setupIntentId).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    const customer = await this.options.customers.find(owner);
    if (!intent || !customer || intent.status !== 'succeeded' || idOf(intent.customer) !== customer) return undefined;
    if (intent.metadata?.igreja !== String(owner.igrejaId) || intent.metadata?.usuario !== String(owner.usuarioId)) return undefined;
    const methodId = idOf(intent.payment_method);
    const method = methodId ? await this.paymentMethod(methodId) : undefined;
    return method?.type === 'card' && idOf(method.customer) === customer ? tokenOf(method) : undefined;
  }

  /** The PaymentIntent as Stripe now says it stands, when `clientSecret` is its own (the browser's word is never taken). */
  async readAfterAction(charge: MadeCharge, clientSecret: string): Promise<ChargeResult | undefined> {
    const intent = await this.stripe.paymentIntents.retrieve(charge.referencia).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!intent || intent.metadata?.codigo !== charge.codigo || !sameSecret(clientSecret, intent.client_secret)) return undefined;
    return resultOf(intent);
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
        return pixIntent(request, request.pixTtlMs ?? this.options.pixTtlMs);
      case 'BOLETO':
        return boletoIntent(request, this.options.boletoDays);
      case 'ACH':
        return achIntent(request);
      default:
        throw new Error(`Stripe does not take ${request.metodo} here.`);
    }
  }

  /**
   * The Stripe customer a card is charged as: the member's own at the church, or none (a visitor's card,
   * or a member's card not kept). A card of another customer is refused: only a member's own cards, and
   * those they saved here, are charged for them. A card the buyer keeps now is charged as the member's
   * customer (made once per member and church), so that Stripe keeps it on it (setup_future_usage).
   */
  private async cardCustomer(request: ChargeRequest): Promise<string | undefined> {
    if (!request.cardToken || !isStripeCardToken(request.cardToken)) return undefined;
    const method = await this.paymentMethod(request.cardToken);
    if (method?.type !== 'card') throw new CardRefusedError('Stripe knows no such card.');
    const payer = request.pagadorCartao;
    const member = payer?.usuarioId ? { igrejaId: request.igrejaId, usuarioId: payer.usuarioId } : undefined;
    const owner = idOf(method.customer);
    if (owner) {
      // A card the member saved here is theirs whatever customer it was kept on (cards saved before members had one).
      if (payer?.cartaoSalvo) return owner;
      if (!member || owner !== (await this.options.customers.find(member))) throw new CardRefusedError('This card belongs to another customer.');
      return owner;
    }
    return request.salvarCartao && member ? this.memberCustomer(member) : undefined;
  }

  /**
   * The member's Stripe customer at the church, made the first time it is needed (with one idempotency
   * key per member and church, and the same parameters, so that two requests at once make one).
   */
  private async memberCustomer(owner: CardOwner): Promise<string> {
    const kept = await this.options.customers.find(owner);
    if (kept) return kept;
    const customer = await this.stripe.customers.create(
      { metadata: { igreja: String(owner.igrejaId), usuario: String(owner.usuarioId) } },
      { idempotencyKey: `member-customer-${owner.igrejaId}-${owner.usuarioId}` },
    );
    return this.options.customers.keep(owner, customer.id);
  }

  /** A payment method by its id, or undefined when Stripe has none. */
  private async paymentMethod(id: string): Promise<Stripe.PaymentMethod | undefined> {
    return this.stripe.paymentMethods.retrieve(id).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
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
