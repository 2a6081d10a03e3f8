import { MercadoPagoError, MPConnectionError, MPNotFoundError } from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentCreateRequest } from 'mercadopago/dist/clients/payment/create/types';
import type { PaymentMethodResponse } from 'mercadopago/dist/clients/paymentMethod/get/types';
import { CardRefusedError, type CardToken, type ChargeRequest, type ChargeResult, type MadeCharge, type PaymentGateway, RawCardDataRefusedError } from '../payment-gateway';
import type { PaymentStatus } from '../payment-method';
import type { MercadoPagoClient } from './mercadopago-client';

/** Mercado Pago's name on the payments it makes. */
export const MERCADOPAGO_GATEWAY = 'mercadopago';

/** Where a payer lives, as Mercado Pago's bank slips must carry it (BACEN's rule since 2024). */
export interface MercadoPagoPayerAddress {
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  /** The state's two letters. */
  estado: string;
}

/** What the checkout does not pass of the payer, looked up by the payment's code (a member's e-mail and main address). */
export interface MercadoPagoPayerDetails {
  email?: string;
  endereco?: MercadoPagoPayerAddress;
}

export interface MercadoPagoGatewayOptions {
  /** How long a Pix code may be paid (PIX_TTL_MINUTES). */
  pixTtlMs: number;
  /** Days until a bank slip is due (BOLETO_DAYS). */
  boletoDays: number;
  /** The payer's e-mail and address when the request lacks them (Mercado Pago asks every payer's e-mail, and a slip payer's address). */
  payerDetails(codigo: string): Promise<MercadoPagoPayerDetails>;
  clock?: () => Date;
}

/** A Mercado Pago payment as read for a webhook: its id and raw status. */
export interface MercadoPagoPaymentState {
  id: string;
  status: string;
  externalReference: string | null;
  /** The charge's amount, and how much of it was refunded so far, in cents. */
  amount: number;
  refunded: number;
}

/** A card token MercadoPago.js made in the browser (its secure fields): 32 hexadecimal digits, used once. */
export const isMercadoPagoCardToken = (token: string) => /^[0-9a-f]{32}$/.test(token);

/** How long the account's payment methods (the card brands and their BIN patterns) are kept before being read again. */
const PAYMENT_METHODS_TTL_MS = 60 * 60_000;

/** What a payment method of the account says of the cards it takes. */
export interface CardBrandRules {
  id?: string;
  payment_type_id?: string;
  status?: string;
  settings?: { bin?: { pattern?: string; exclusion_pattern?: string | null } }[];
}

/** The card brand (Mercado Pago's `payment_method_id`) of a card's first six digits, as the account's payment methods say; credit before debit. */
export function cardBrandOf(methods: readonly CardBrandRules[], bin: string): string | undefined {
  const cards = methods.filter((method) => method.status === 'active' && (method.payment_type_id === 'credit_card' || method.payment_type_id === 'debit_card'));
  const ordered = [...cards.filter((method) => method.payment_type_id === 'credit_card'), ...cards.filter((method) => method.payment_type_id === 'debit_card')];
  const matches = (method: CardBrandRules) =>
    (method.settings ?? []).some(({ bin: rule }) => {
      if (!rule?.pattern || !new RegExp(rule.pattern).test(bin)) return false;
      return !rule.exclusion_pattern || !new RegExp(rule.exclusion_pattern).test(bin);
    });
  return ordered.find(matches)?.id;
}

/** A payment's status (Mercado Pago's) as §4's keys. */
function statusOf(status: string | undefined): PaymentStatus {
  switch (status) {
    case 'approved':
      return 'aprovado';
    case 'authorized':
    case 'pending':
    case 'in_process':
    case 'in_mediation':
      return 'pendente';
    case 'cancelled':
      return 'cancelado';
    case 'refunded':
    case 'charged_back':
      return 'estornado';
    default:
      return 'nao_aprovado';
  }
}

function resultOf(payment: PaymentResponse): ChargeResult {
  const result: ChargeResult = { status: statusOf(payment.status), referencia: String(payment.id), gateway: MERCADOPAGO_GATEWAY };
  const expires = payment.date_of_expiration ? new Date(payment.date_of_expiration) : undefined;
  const pix = payment.point_of_interaction?.transaction_data?.qr_code;
  if (payment.payment_method_id === 'pix' && pix) result.pix = { copiaECola: pix, expiraEm: expires ?? new Date() };
  const details = payment.transaction_details;
  const line = (details?.digitable_line ?? details?.barcode?.content ?? '').replace(/\D/g, '');
  if (payment.payment_type_id === 'ticket' && line) result.boleto = { linhaDigitavel: line, vencimento: (expires ?? new Date()).toISOString().slice(0, 10) };
  return result;
}

/** A date as Mercado Pago's API writes them (`2026-11-27T10:30:00.000-00:00`). */
const mercadoPagoDate = (date: Date) => date.toISOString().replace('Z', '-00:00');

/** Mercado Pago refused what was asked (a 4xx other than authentication, a missing payment or a rate limit): nothing was made. */
function isRefusal(error: unknown): error is MercadoPagoError {
  return error instanceof MercadoPagoError && !(error instanceof MPConnectionError) && error.status >= 400 && error.status < 500 && ![401, 403, 404, 408, 409, 429].includes(error.status);
}

/**
 * The Mercado Pago adapter (its official SDK, `mercadopago`): cards (a card token MercadoPago.js made in
 * the browser from its own secure fields: the card's number, expiry and code never reach our server),
 * Pix (a dynamic QR code: its copy-and-paste
 * code, valid PIX_TTL_MINUTES) and bank slips (`bolbradesco`, due in BOLETO_DAYS), each a payment of the
 * Payments API whose idempotency key (X-Idempotency-Key) and external reference are our payment code:
 * a charge sent again never makes a second payment, and one whose answer was lost is found by its
 * code. What happens later arrives through the church's signed Webhooks notifications
 * (mercadopago-webhook-route.ts), which carry only the payment's id: the payment is read again here.
 * Refunds are in full; a Pix or slip left unpaid is cancelled. A card's brand (`payment_method_id`) is
 * read here from its token's first six digits and the account's payment methods, not taken from the
 * browser. Cards are charged once, with the payer at the checkout: they are not kept at Mercado Pago
 * (no saved cards, no recurring card gifts: those go by Pix), and no 3DS check is asked for.
 */
export class MercadoPagoGateway implements PaymentGateway {
  readonly name = MERCADOPAGO_GATEWAY;
  private readonly clock: () => Date;
  private paymentMethods: { list: Promise<PaymentMethodResponse[]>; readAt: number } | undefined;

  constructor(
    private readonly client: MercadoPagoClient,
    private readonly options: MercadoPagoGatewayOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  async tokeniseCard(): Promise<CardToken> {
    throw new RawCardDataRefusedError();
  }

  async describeCard(): Promise<CardToken | undefined> {
    return undefined;
  }

  acceptsCardToken(token: string): boolean {
    return isMercadoPagoCardToken(token);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const body = await this.paymentOf(request);
    try {
      return resultOf(await this.client.payments().create({ body, requestOptions: { idempotencyKey: request.codigo } }));
    } catch (error) {
      // Refused for what it says (a CPF Mercado Pago does not accept, an address it cannot read): no payment was made.
      if (isRefusal(error)) throw new CardRefusedError(`Mercado Pago refused the payment: ${error.message}`);
      throw error;
    }
  }

  /**
   * The payment made for the code, found by its external reference. Mercado Pago's search may lag a new
   * payment a little, so "none" is trusted only where that no longer matters: a retried charge sends the
   * same idempotency key, which Mercado Pago answers with the first payment.
   */
  async find(request: Pick<ChargeRequest, 'codigo'>): Promise<ChargeResult | undefined> {
    const found = await this.client.payments().search({ options: { external_reference: request.codigo, sort: 'date_created', criteria: 'desc', limit: 1 } });
    const payment = found.results?.[0];
    return payment ? resultOf(payment as PaymentResponse) : undefined;
  }

  async refund(charge: MadeCharge): Promise<void> {
    await this.client.refunds().create({ payment_id: charge.referencia, body: {}, requestOptions: { idempotencyKey: `refund-${charge.codigo}` } });
  }

  async cancel(charge: MadeCharge): Promise<ChargeResult | undefined> {
    try {
      await this.client.payments().cancel({ id: charge.referencia, requestOptions: { idempotencyKey: `cancel-${charge.codigo}` } });
      return undefined;
    } catch (error) {
      // Mercado Pago refuses to cancel a payment that was paid meanwhile: then it is paid.
      if (!isRefusal(error)) throw error;
      const payment = await this.client.payments().get({ id: charge.referencia });
      return payment.status === 'approved' ? resultOf(payment) : undefined;
    }
  }

  /** A payment of this account as Mercado Pago now says it stands (a notification names only its id); undefined when the account has none such. */
  async paymentState(id: string): Promise<MercadoPagoPaymentState | undefined> {
    try {
      const payment = await this.client.payments().get({ id });
      return {
        id: String(payment.id),
        status: payment.status ?? '',
        externalReference: payment.external_reference ?? null,
        amount: Math.round((payment.transaction_amount ?? 0) * 100),
        refunded: Math.round((payment.transaction_amount_refunded ?? 0) * 100),
      };
    } catch (error) {
      if (error instanceof MPNotFoundError) return undefined;
      throw error;
    }
  }

  /** The brand of the card a token names, and the holder's document as typed in the fields; refused for a token this account does not know. */
  private async cardOf(token: string): Promise<{ brand: string; documento?: string }> {
    let card;
    try {
      card = await this.client.cardTokens().get({ id: token });
    } catch (error) {
      if (error instanceof MPNotFoundError || isRefusal(error)) throw new CardRefusedError('Mercado Pago knows no such card token.');
      throw error;
    }
    const brand = card.first_six_digits ? cardBrandOf(await this.accountPaymentMethods(), card.first_six_digits) : undefined;
    if (!brand) throw new CardRefusedError('Mercado Pago takes no card of this brand for the account.');
    const documento = card.cardholder?.identification?.number;
    return { brand, ...(documento ? { documento } : {}) };
  }

  /** The account's payment methods (the card brands and their BIN patterns), read once an hour. */
  private accountPaymentMethods(): Promise<PaymentMethodResponse[]> {
    const now = Date.now();
    if (!this.paymentMethods || now - this.paymentMethods.readAt > PAYMENT_METHODS_TTL_MS) {
      const list = this.client.paymentMethods().get();
      this.paymentMethods = { list, readAt: now };
      list.catch(() => (this.paymentMethods = undefined));
    }
    return this.paymentMethods.list;
  }

  private async paymentOf(request: ChargeRequest): Promise<PaymentCreateRequest> {
    if (request.moeda.toUpperCase() !== 'BRL') throw new CardRefusedError('Mercado Pago takes payments in reais only.');
    const details = await this.options.payerDetails(request.codigo);
    const email = request.email ?? details.email;
    if (!email) throw new CardRefusedError("Mercado Pago needs the payer's e-mail address.");
    const [firstName = '', ...rest] = (request.pagador ?? '').trim().split(/\s+/);
    const payer: NonNullable<PaymentCreateRequest['payer']> = {
      email,
      ...(firstName ? { first_name: firstName } : {}),
      ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
      ...(request.documento ? { identification: { type: request.documento.replace(/\D/g, '').length > 11 ? 'CNPJ' : 'CPF', number: request.documento.replace(/\D/g, '') } } : {}),
    };
    const common = {
      transaction_amount: request.total / 100,
      description: request.descricao || request.igrejaNome,
      external_reference: request.codigo,
      metadata: { codigo: request.codigo, igreja: String(request.igrejaId) },
    };
    const now = this.clock();
    switch (request.metodo) {
      case 'CARTAO_CREDITO': {
        // Kept cards and recurring charges would need Mercado Pago's customers and its own card tokens for them: not offered.
        if (request.recorrente) throw new CardRefusedError('Mercado Pago cards are charged only with the payer at the checkout.');
        if (!request.cardToken || !isMercadoPagoCardToken(request.cardToken)) throw new CardRefusedError('This is not a Mercado Pago card token.');
        const card = await this.cardOf(request.cardToken);
        const documento = (request.documento ?? card.documento ?? '').replace(/\D/g, '');
        return {
          ...common,
          token: request.cardToken,
          installments: request.parcelas,
          payment_method_id: card.brand,
          payer: { ...payer, ...(documento ? { identification: { type: documento.length > 11 ? 'CNPJ' : 'CPF', number: documento } } : {}) },
        };
      }
      case 'PIX':
        return { ...common, payment_method_id: 'pix', date_of_expiration: mercadoPagoDate(new Date(now.getTime() + (request.pixTtlMs ?? this.options.pixTtlMs))), payer };
      case 'BOLETO': {
        const address = details.endereco;
        if (!request.documento || !payer.last_name) throw new CardRefusedError("Mercado Pago's slips need the payer's full name and CPF.");
        if (!address) throw new CardRefusedError("Mercado Pago's slips need the payer's address: add one to the profile.");
        return {
          ...common,
          payment_method_id: 'bolbradesco',
          date_of_expiration: mercadoPagoDate(new Date(now.getTime() + this.options.boletoDays * 86_400_000)),
          payer: {
            ...payer,
            address: {
              zip_code: address.cep.replace(/\D/g, ''),
              street_name: address.logradouro,
              street_number: address.numero,
              neighborhood: address.bairro,
              city: address.cidade,
              federal_unit: address.estado.toUpperCase(),
            },
          },
        };
      }
      default:
        throw new Error(`Mercado Pago does not take ${request.metodo} here.`);
    }
  }
}
