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
const PAYMENT_TYPES: Readonly<Record<string, string>> = { pix: 'bank_transfer', bolbradesco: 'ticket' };

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
  url = '';
  private nextId = 1_312_000_000 + Math.floor(Math.random() * 1_000_000);
  private readonly server: Server;
  private readonly replays = new Map<string, Answer>();
  private readonly lostAnswers: string[] = [];
  private readonly failures: Answer[] = [];

  constructor() {
    this.server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const lostAt = this.lostAnswers.indexOf(path);
      const lost = lostAt >= 0 ? this.lostAnswers.splice(lostAt, 1) : undefined;
      void this.answer(request).then(({ status, body }) => {
        if (lost) return response.destroy();
        response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
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
      status: 'pending',
      status_detail: methodId === 'pix' ? 'pending_waiting_transfer' : 'pending_waiting_payment',
      currency_id: 'BRL',
      description: body.description ?? null,
      live_mode: owner.startsWith('APP_USR-'),
      collector_id: 44444444,
      payer: { email: payer.email, identification: payer.identification ?? null, type: null, id: null },
      metadata: body.metadata ?? {},
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      installments: 1,
      refunds: [],
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
