import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boletoDigitableLine } from '../sandbox/boleto-line';
import { pixBrCode } from '../sandbox/pix-br-code';

/** A request the fake got: its method, path, query, JSON body, idempotency key and access token. */
export interface FakeMercadoPagoRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  accessToken: string;
}

interface Answer {
  status: number;
  body: unknown;
}

/** A payment as the fake keeps it: Mercado Pago's shape, and the account (access token) that made it. */
export type FakeMercadoPagoPayment = Record<string, unknown> & {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  transaction_amount: number;
  payment_method_id: string;
};

/** A notification as Mercado Pago sends it to a Webhooks URL: the query it adds, its headers and its JSON body. */
export interface MercadoPagoNotification {
  query: { 'data.id': string; type: string };
  headers: Record<string, string>;
  payload: string;
}

/** Mercado Pago's error body (`message`, `error`, `status`, `cause`). */
const error = (status: number, errorCode: string, message: string, cause: { code: number | string; description: string }[] = []): Answer => ({
  status,
  body: { message, error: errorCode, status, cause },
});
const badRequest = (message: string, code: number | string = 'bad_request') => error(400, 'bad_request', message, [{ code, description: message }]);
const notFound = () => error(404, 'not_found', 'Payment not found', [{ code: 2000, description: 'Payment not found' }]);

/** The payment methods the fake takes, with their type as Mercado Pago reports it. */
const PAYMENT_TYPES: Readonly<Record<string, string>> = { pix: 'bank_transfer', bolbradesco: 'ticket', visa: 'credit_card', master: 'credit_card', amex: 'credit_card', elo: 'credit_card' };

/** Elo's ranges, which Visa's and Mastercard's patterns exclude (as Mercado Pago's own list does). */
const ELO = '^(40117[89]|431274|438935|451416|457393|45763[12]|504175|506(699|7[0-6]\\d|77[0-8])|509\\d{3}|627780|636297|636368|65003[1-3]|6500(3[5-9]|4\\d|5[01])|650(4[89]|5\\d|6[0-9]|7[0-8])|6509\\d{2}|651652|655000|655021)';

/** The card brands of the fake's account (GET /v1/payment_methods), with Mercado Pago's fields the adapter reads. */
const CARD_METHODS = [
  { id: 'visa', name: 'Visa', pattern: '^4', exclusion: ELO, length: 16, code: 3 },
  { id: 'master', name: 'Mastercard', pattern: '^(5|(2(221|222|223|224|225|226|227|228|229|23|24|25|26|27|28|29|3|4|5|6|70|71|720)))', exclusion: ELO, length: 16, code: 3 },
  { id: 'amex', name: 'American Express', pattern: '^(34|37)', exclusion: null, length: 15, code: 4 },
  { id: 'elo', name: 'Elo', pattern: ELO, exclusion: null, length: 16, code: 3 },
].map(({ id, name, pattern, exclusion, length, code }) => ({
  id,
  name,
  payment_type_id: 'credit_card',
  status: 'active',
  thumbnail: `https://http2.mlstatic.com/storage/logos-api-admin/${id}.svg`,
  settings: [{ bin: { pattern, exclusion_pattern: exclusion, installments_pattern: '^(?!(000000))' }, card_number: { length, validation: 'standard' }, security_code: { length: code, card_location: 'back', mode: 'mandatory' } }],
  additional_info_needed: ['cardholder_name', 'cardholder_identification_type', 'cardholder_identification_number'],
  min_allowed_amount: 0.5,
  max_allowed_amount: 60000,
  processing_modes: ['aggregator'],
}));

/**
 * How the fake answers a card, by its holder's name, as Mercado Pago's test mode does ("Cartões de
 * teste"): APRO approved, CONT pending, OTHE refused, CALL refused (authorise with the bank), FUND not
 * enough funds, SECU a wrong security code, EXPI a wrong expiry, FORM a form error. Any other name is APRO.
 */
const TEST_CARDHOLDERS: Readonly<Record<string, [status: string, detail: string]>> = {
  APRO: ['approved', 'accredited'],
  CONT: ['in_process', 'pending_contingency'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  CALL: ['rejected', 'cc_rejected_call_for_authorize'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  EXPI: ['rejected', 'cc_rejected_bad_filled_date'],
  FORM: ['rejected', 'cc_rejected_bad_filled_other'],
};

/** A card token as the fake keeps it: Mercado Pago's answer, the card's brand pattern's input, and the public key that made it. */
interface FakeCardToken {
  id: string;
  publicKey: string;
  firstSix: string;
  lastFour: string;
  month: number;
  year: number;
  cardholder: { name: string; identification: { type: string; number: string } };
  created: Date;
  used: boolean;
}

const luhn = (number: string) =>
  [...number].reverse().reduce((sum, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return sum + (digit > 9 ? digit - 9 : digit);
  }, 0) %
    10 ===
  0;

/** The brand (`payment_method_id`) of a card number's first six digits, as the fake's account's methods say. */
function brandOfBin(bin: string): string | undefined {
  return CARD_METHODS.find(({ settings: [rule] }) => rule && new RegExp(rule.bin.pattern).test(bin) && !(rule.bin.exclusion_pattern && new RegExp(rule.bin.exclusion_pattern).test(bin)))?.id;
}

const isPublicKey = (key: string) => /^(?:TEST|APP_USR)-[A-Za-z0-9-]{20,}$/.test(key);

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, PUT, OPTIONS', 'access-control-allow-headers': 'content-type, authorization, x-idempotency-key' };

const isAccessToken = (token: string) => /^(?:TEST|APP_USR)-[A-Za-z0-9-]{20,}$/.test(token);

/**
 * A local stand-in for Mercado Pago's Payments API, as its SDK (`mercadopago`) calls it: it answers the
 * calls the adapter uses with the shapes Mercado Pago documents (create a Pix or `bolbradesco` slip
 * payment, read one, search by external reference, cancel one, refund one in full), each account (access
 * token) seeing only its own payments; it requires and honours `X-Idempotency-Key` (the same key again,
 * from the same account, answers the first payment or refund), refuses a slip without the payer's
 * name, CPF and address (BACEN's rule), and answers Mercado Pago's 4xx error bodies. A test can mark a
 * payment approved or refunded (as the payer's bank, or the seller's panel, would), then get the signed
 * Webhooks notification Mercado Pago would send (`notification`); it can cut the next answer after
 * serving it, or fail the next call.
 */
export class FakeMercadoPago {
  readonly requests: FakeMercadoPagoRequest[] = [];
  /** The payments made, by id, as they stand. */
  readonly payments = new Map<number, FakeMercadoPagoPayment & { owner: string }>();
  /** How many payments were created (an idempotent replay creates none). */
  paymentsCreated = 0;
  /** How many refunds were made (an idempotent replay makes none). */
  refundsCreated = 0;
  /** The card tokens MercadoPago.js (or a test) made, by id. */
  readonly cardTokens = new Map<string, FakeCardToken>();
  /** Which access token each public key belongs to, where a test said so: a card token is then good only for that account. */
  private readonly accounts = new Map<string, string>();
  url = '';
  private nextId = 1_312_000_000 + Math.floor(Math.random() * 1_000_000);
  private readonly server: Server;
  private readonly replays = new Map<string, Answer>();
  private readonly lostAnswers: string[] = [];
  private readonly failures: Answer[] = [];

  constructor() {
    this.server = createServer((request, response) => {
      // MercadoPago.js calls the API from Mercado Pago's own frames, on another origin than the API's.
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        return response.end();
      }
      const path = (request.url ?? '').split('?')[0] ?? '';
      const lostAt = this.lostAnswers.indexOf(path);
      const lost = lostAt >= 0 ? this.lostAnswers.splice(lostAt, 1) : undefined;
      void this.answer(request).then(({ status, body }) => {
        if (lost) return response.destroy();
        response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID(), ...CORS });
        response.end(JSON.stringify(body));
      });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next call to `path` is served (what it makes is made) but its answer never arrives: the connection is cut. */
  loseNextAnswer(path: string): void {
    this.lostAnswers.push(path);
  }

  /** The public key and access token are one account's: that key's card tokens are refused to any other access token. */
  pairKeys(publicKey: string, accessToken: string): void {
    this.accounts.set(publicKey, accessToken);
  }

  /** The next call answers this status (a 500 by default) instead of being served. */
  failNext(status = 500): void {
    this.failures.push(error(status, 'internal_error', 'Internal server error'));
  }

  /** The calls that created payments (replays included). */
  createRequests(): FakeMercadoPagoRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payments');
  }

  /** The payment made with this external reference (our payment code). */
  paymentOf(externalReference: string): (FakeMercadoPagoPayment & { owner: string }) | undefined {
    return [...this.payments.values()].find((payment) => payment.external_reference === externalReference);
  }

  /** The payer paid the Pix or slip: the payment is approved (accredited). */
  approve(id: number): void {
    this.settle(id, 'approved', 'accredited');
  }

  /** The payer's Pix or slip was refused or expired (Mercado Pago cancels an unpaid one). */
  reject(id: number): void {
    this.settle(id, 'rejected', 'cc_rejected_other_reason');
  }

  /**
   * The seller refunded the payment in Mercado Pago's panel: in full (status refunded), or `amount`
   * reais of it (still approved, partially_refunded; transaction_amount_refunded counts every refund).
   */
  refundInPanel(id: number, amount?: number): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`The fake made no payment ${id}`);
    const refunded = Math.round(((Number(payment.transaction_amount_refunded) || 0) + (amount ?? payment.transaction_amount)) * 100) / 100;
    payment.transaction_amount_refunded = Math.min(refunded, payment.transaction_amount);
    if (refunded >= payment.transaction_amount) this.settle(id, 'refunded', 'refunded');
    else this.settle(id, 'approved', 'partially_refunded');
  }

  /** The payer disputed the payment (a claim or a chargeback under way): in_mediation. */
  openMediation(id: number): void {
    this.settle(id, 'in_mediation', 'in_mediation');
  }

  /** The dispute ended: won by the seller, the payment is approved again; lost, it is charged_back. */
  closeMediation(id: number, won: boolean): void {
    if (won) this.settle(id, 'approved', 'accredited');
    else this.settle(id, 'charged_back', 'settled');
  }

  /**
   * The Webhooks notification Mercado Pago sends about a payment (topic `payment`), signed with the
   * application's secret signature: `x-signature: ts=<seconds>,v1=<HMAC-SHA256 of id:<id>;request-id:<x-request-id>;ts:<ts>;>`.
   */
  notification(id: number | string, secret: string, options: { requestId?: string; ts?: number; action?: string } = {}): MercadoPagoNotification {
    const requestId = options.requestId ?? randomUUID();
    const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
    const dataId = String(id);
    const v1 = createHmac('sha256', secret).update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`).digest('hex');
    return {
      query: { 'data.id': dataId, type: 'payment' },
      headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      payload: JSON.stringify({
        id: Number(`1${randomBytes(5).readUIntBE(0, 5)}`),
        live_mode: false,
        type: 'payment',
        date_created: new Date().toISOString(),
        user_id: 44444444,
        api_version: 'v1',
        action: options.action ?? 'payment.updated',
        data: { id: dataId },
      }),
    };
  }

  private settle(id: number, status: string, detail: string): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`The fake made no payment ${id}`);
    payment.status = status;
    payment.status_detail = detail;
    payment.date_last_updated = new Date().toISOString();
    if (status === 'approved') payment.date_approved = new Date().toISOString();
  }

  private async answer(request: IncomingMessage): Promise<Answer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return badRequest('Invalid JSON');
    }
    const accessToken = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const idempotencyKey = typeof request.headers['x-idempotency-key'] === 'string' ? request.headers['x-idempotency-key'] : undefined;
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, idempotencyKey, accessToken });
    const failure = this.failures.shift();
    if (failure) return failure;
    // MercadoPago.js tokenises a card in the browser with the account's public key, not its access token.
    if (method === 'POST' && url.pathname === '/v1/card_tokens' && !accessToken) return this.createCardToken(url.searchParams.get('public_key') ?? '', body);
    if (method === 'GET' && url.pathname === '/v1/payment_methods' && !accessToken && isPublicKey(url.searchParams.get('public_key') ?? '')) return { status: 200, body: CARD_METHODS };
    if (!isAccessToken(accessToken)) return error(401, 'unauthorized', 'invalid access token');

    // A write sent again with its key, from the same account, answers what the first one answered.
    const replayKey = idempotencyKey && method !== 'GET' ? `${accessToken} ${method} ${url.pathname} ${idempotencyKey}` : undefined;
    const replay = replayKey ? this.replays.get(replayKey) : undefined;
    if (replay) return replay;
    const answer = this.route(method, url, body, accessToken, idempotencyKey);
    if (replayKey && answer.status < 500) this.replays.set(replayKey, answer);
    return answer;
  }

  private route(method: string, url: URL, body: Record<string, unknown>, accessToken: string, idempotencyKey: string | undefined): Answer {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/payments') {
      if (!idempotencyKey) return badRequest('Header X-Idempotency-Key can\'t be null', 'missing_idempotency_key');
      return this.create(body, accessToken);
    }
    if (method === 'GET' && path === '/v1/payment_methods') return { status: 200, body: [...CARD_METHODS, { id: 'pix', name: 'PIX', payment_type_id: 'bank_transfer', status: 'active', settings: [] }, { id: 'bolbradesco', name: 'Boleto', payment_type_id: 'ticket', status: 'active', settings: [] }] };
    const tokenPath = /^\/v1\/card_tokens\/([0-9a-f]{32})$/.exec(path);
    if (method === 'GET' && tokenPath) {
      const token = this.cardTokens.get(tokenPath[1] ?? '');
      if (!token || !this.tokenBelongsTo(token, accessToken)) return error(404, 'not_found', 'Card Token not found', [{ code: 2006, description: 'Card Token not found' }]);
      return { status: 200, body: cardTokenShown(token) };
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const found = [...this.payments.values()].filter((payment) => payment.owner === accessToken && (reference === null || payment.external_reference === reference)).reverse();
      const limit = Number(url.searchParams.get('limit') ?? 30);
      return { status: 200, body: { paging: { total: found.length, limit, offset: 0 }, results: found.slice(0, limit).map(shown) } };
    }
    const byId = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    const payment = byId ? this.payments.get(Number(byId[1])) : undefined;
    if (byId && (!payment || payment.owner !== accessToken)) return notFound();
    if (!payment) return error(404, 'not_found', 'Resource not found');
    if (method === 'GET' && !byId?.[2]) return { status: 200, body: shown(payment) };
    if (method === 'PUT' && !byId?.[2]) {
      if (body.status !== 'cancelled') return badRequest('Invalid status');
      if (!['pending', 'in_process', 'authorized'].includes(payment.status)) return badRequest(`Payment ${payment.id} cannot be cancelled: it is ${payment.status}`, 2024);
      this.settle(payment.id, 'cancelled', 'by_collector');
      return { status: 200, body: shown(payment) };
    }
    if (method === 'POST' && byId?.[2]) {
      if (payment.status !== 'approved') return badRequest(`Payment ${payment.id} cannot be refunded: it is ${payment.status}`, 2063);
      const amount = typeof body.amount === 'number' ? body.amount : payment.transaction_amount;
      if (amount !== payment.transaction_amount) return badRequest('The fake refunds in full only');
      this.refundsCreated += 1;
      payment.transaction_amount_refunded = amount;
      this.settle(payment.id, 'refunded', 'refunded');
      const refund = { id: this.nextId++, payment_id: payment.id, amount, status: 'approved', refund_mode: 'standard', date_created: new Date().toISOString(), source: { type: 'collector' } };
      payment.refunds = [...((payment.refunds as unknown[]) ?? []), refund];
      return { status: 201, body: refund };
    }
    return error(405, 'method_not_allowed', 'Method not allowed');
  }

  private create(body: Record<string, unknown>, owner: string): Answer {
    const amount = body.transaction_amount;
    const methodId = String(body.payment_method_id ?? '');
    const payer = (body.payer ?? {}) as { email?: string; first_name?: string; last_name?: string; identification?: { type?: string; number?: string }; address?: Record<string, string | undefined> };
    if (typeof amount !== 'number' || !(amount > 0)) return badRequest('transaction_amount attribute can\'t be null', 4037);
    if (Math.round(amount * 100) / 100 !== amount) return badRequest('Invalid transaction_amount', 4037);
    if (!PAYMENT_TYPES[methodId]) return badRequest('payment_method_id not found', 4050);
    if (!payer.email || !/^[^@\s]+@[^@\s]+$/.test(payer.email)) return badRequest('payer.email must be a valid email', 4050);
    const byCard = PAYMENT_TYPES[methodId] === 'credit_card';
    const token = byCard ? this.cardTokens.get(String(body.token ?? '')) : undefined;
    if (byCard) {
      if (!token || !this.tokenBelongsTo(token, owner)) return badRequest('Card Token not found', 2006);
      if (token.used) return badRequest('Card Token already used', 3003);
      if (token.created.getTime() + 7 * 86_400_000 < Date.now()) return badRequest('Card Token expired', 3031);
      if (brandOfBin(token.firstSix) !== methodId) return badRequest('The payment_method_id does not match the card', 2060);
      const installments = body.installments;
      if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1 || installments > 12) return badRequest('Invalid installments', 3029);
      token.used = true;
    }
    if (methodId === 'bolbradesco') {
      if (!payer.first_name || !payer.last_name) return badRequest('payer.first_name and payer.last_name are required', 4020);
      if (payer.identification?.type !== 'CPF' || !/^\d{11}$/.test(payer.identification.number ?? '')) return badRequest('Invalid user identification number', 2067);
      const address = payer.address ?? {};
      const missing = ['zip_code', 'street_name', 'street_number', 'neighborhood', 'city', 'federal_unit'].filter((field) => !address[field]);
      if (missing.length > 0) return badRequest(`payer.address.${missing[0]} is required`, 4020);
    }
    const now = new Date();
    const id = this.nextId++;
    const expires = typeof body.date_of_expiration === 'string' ? body.date_of_expiration : new Date(now.getTime() + (methodId === 'pix' ? 86_400_000 : 3 * 86_400_000)).toISOString();
    const cents = Math.round(amount * 100);
    const [cardStatus, cardDetail] = token ? (TEST_CARDHOLDERS[token.cardholder.name.trim().toUpperCase()] ?? ['approved', 'accredited']) : [];
    const payment: FakeMercadoPagoPayment & { owner: string } = {
      owner,
      id,
      date_created: now.toISOString(),
      date_approved: null,
      date_last_updated: now.toISOString(),
      date_of_expiration: expires,
      money_release_date: null,
      operation_type: 'regular_payment',
      payment_method_id: methodId,
      payment_type_id: PAYMENT_TYPES[methodId] ?? '',
      status: cardStatus ?? 'pending',
      status_detail: cardDetail ?? (methodId === 'pix' ? 'pending_waiting_transfer' : 'pending_waiting_payment'),
      currency_id: 'BRL',
      description: body.description ?? null,
      live_mode: owner.startsWith('APP_USR-'),
      collector_id: 44444444,
      payer: { email: payer.email, identification: payer.identification ?? null, type: null, id: null },
      metadata: body.metadata ?? {},
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      installments: token ? body.installments : 1,
      refunds: [],
      ...(token
        ? {
            card: {
              first_six_digits: token.firstSix,
              last_four_digits: token.lastFour,
              expiration_month: token.month,
              expiration_year: token.year,
              cardholder: token.cardholder,
            },
            date_approved: cardStatus === 'approved' ? now.toISOString() : null,
          }
        : {}),
      transaction_details: {
        net_received_amount: 0,
        total_paid_amount: amount,
        overpaid_amount: 0,
        installment_amount: 0,
        ...(methodId === 'bolbradesco' ? slipOf(id, cents, new Date(expires), this.url) : {}),
      },
      point_of_interaction:
        methodId === 'pix'
          ? {
              type: 'OPENPLATFORM',
              transaction_data: {
                qr_code: pixBrCode({ key: 'fake-mercadopago@example.com', merchantName: 'FAKE MERCADO PAGO', merchantCity: 'SAO PAULO', amountCents: cents, txid: `MP${id}` }),
                qr_code_base64: randomBytes(48).toString('base64'),
                ticket_url: `${this.url}/payments/${id}/ticket`,
              },
            }
          : {},
    };
    this.payments.set(id, payment);
    this.paymentsCreated += 1;
    return { status: 201, body: shown(payment) };
  }

  private tokenBelongsTo(token: FakeCardToken, accessToken: string): boolean {
    const account = this.accounts.get(token.publicKey);
    return account === undefined || account === accessToken;
  }

  /** POST /v1/card_tokens?public_key=…, as MercadoPago.js's secure fields send the card: checked as Mercado Pago checks it, kept by a new one-use token. */
  private createCardToken(publicKey: string, body: Record<string, unknown>): Answer {
    if (!isPublicKey(publicKey)) return error(401, 'unauthorized', 'invalid public_key');
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    const month = Number(body.expiration_month);
    const year = Number(body.expiration_year) < 100 ? 2000 + Number(body.expiration_year) : Number(body.expiration_year);
    const code = String(body.security_code ?? '');
    const holder = (body.cardholder ?? {}) as { name?: string; identification?: { type?: string; number?: string } };
    const brand = brandOfBin(number.slice(0, 6));
    const now = new Date();
    const rule = CARD_METHODS.find((method) => method.id === brand)?.settings[0];
    if (!number) return badRequest('parameter cardNumber can not be null/empty', 205);
    if (!brand || number.length !== rule?.card_number.length || !luhn(number)) return badRequest('invalid parameter cardNumber', 'E301');
    if (!Number.isInteger(month) || month < 1 || month > 12) return badRequest('invalid parameter cardExpirationMonth', 325);
    if (!Number.isInteger(year) || year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return badRequest('invalid parameter cardExpirationYear', 326);
    if (!/^\d+$/.test(code) || code.length !== rule.security_code.length) return badRequest('invalid parameter securityCode', 'E302');
    if (!holder.name?.trim()) return badRequest('parameter cardholderName can not be null/empty', 221);
    const documentType = holder.identification?.type ?? '';
    const documentNumber = (holder.identification?.number ?? '').replace(/\D/g, '');
    if (!['CPF', 'CNPJ'].includes(documentType)) return badRequest('invalid parameter docType', 212);
    if (documentNumber.length !== (documentType === 'CPF' ? 11 : 14)) return badRequest('invalid parameter docNumber', 214);
    const token: FakeCardToken = {
      id: randomBytes(16).toString('hex'),
      publicKey,
      firstSix: number.slice(0, 6),
      lastFour: number.slice(-4),
      month,
      year,
      cardholder: { name: holder.name.trim(), identification: { type: documentType, number: documentNumber } },
      created: now,
      used: false,
    };
    this.cardTokens.set(token.id, token);
    return { status: 201, body: cardTokenShown(token) };
  }
}

/** A card token as Mercado Pago answers it (never the card's whole number or code). */
function cardTokenShown(token: FakeCardToken): Record<string, unknown> {
  return {
    id: token.id,
    public_key: token.publicKey,
    first_six_digits: token.firstSix,
    last_four_digits: token.lastFour,
    expiration_month: token.month,
    expiration_year: token.year,
    cardholder: token.cardholder,
    status: token.used ? 'used' : 'active',
    date_created: token.created.toISOString(),
    date_last_updated: token.created.toISOString(),
    date_due: new Date(token.created.getTime() + 7 * 86_400_000).toISOString(),
    luhn_validation: true,
    live_mode: token.publicKey.startsWith('APP_USR-'),
    card_number_length: token.firstSix.startsWith('3') ? 15 : 16,
    security_code_length: token.firstSix.startsWith('3') ? 4 : 3,
  };
}

/** A slip's details as Mercado Pago gives them: its barcode, digitable line and the page to print it. */
function slipOf(id: number, cents: number, dueDate: Date, origin: string) {
  const { barcode, line } = boletoDigitableLine({ bankCode: '237', amountCents: cents, dueDate, freeField: String(id).padStart(25, '0') });
  return { external_resource_url: `${origin}/payments/${id}/ticket?caller_id=1&hash=${randomBytes(8).toString('hex')}`, barcode: { content: barcode }, digitable_line: line, financial_institution: 'bradesco' };
}

/** A payment as the API shows it (without the fake's own bookkeeping). */
function shown(payment: FakeMercadoPagoPayment & { owner: string }): Record<string, unknown> {
  const { owner: _owner, ...visible } = payment;
  return structuredClone(visible);
}
