import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import type { ChurchGateways } from '../church-gateways';
import type { GatewayEvent } from '../payment-gateway';
import type { PaymentService } from '../payment-service';
import { MERCADOPAGO_GATEWAY, MercadoPagoGateway, type MercadoPagoPaymentState } from './mercadopago-gateway';

const MERCADOPAGO_WEBHOOK_PATH = '/api/v1/pagamento/webhook/mercadopago';

/** Where Mercado Pago sends a church's notifications: `…/webhook/mercadopago/<church code>`. */
export function mercadoPagoWebhookPath(churchCode: string): string {
  return `${MERCADOPAGO_WEBHOOK_PATH}/${churchCode}`;
}

/** A church code as a path may carry it (anything else names no church). */
const CHURCH_CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** How old (or how far ahead) a notification's signature may be: an older one is a replay. */
export const MERCADOPAGO_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * What a Mercado Pago payment's state means for ours, as events each applied once by its id (a
 * notification names only the payment; its state is read, so every event it implies is derived again
 * each time): approved is paid (and, where our payment is disputed, the dispute won); an amount refunded
 * (approved and partially_refunded, or refunded in full) is recorded as such; in_mediation is a dispute;
 * charged_back a dispute lost. Nothing for a payment still waiting.
 */
export function eventsOfState(payment: MercadoPagoPaymentState, ours: { contestacao: string | null } | undefined): [string, GatewayEvent][] {
  const referencia = payment.id;
  const refund = (valorEstornado: number): [string, GatewayEvent] => [`${payment.id}:refund:${valorEstornado}`, { tipo: 'payment.refund', referencia, valorEstornado, total: payment.amount }];
  const disputed: [string, GatewayEvent] = [`${payment.id}:in_mediation`, { tipo: 'payment.disputed', referencia }];
  switch (payment.status) {
    case 'approved':
      return [
        [`${payment.id}:approved`, { tipo: 'payment.succeeded', referencia }],
        ...(payment.refunded > 0 ? [refund(payment.refunded)] : []),
        // Approved again after a mediation: the seller won it (a payment never disputed here has none to close).
        ...(ours?.contestacao === 'aberta' ? [[`${payment.id}:mediation_won`, { tipo: 'payment.dispute_closed', referencia, resultado: 'ganha' }] as [string, GatewayEvent]] : []),
      ];
    case 'refunded':
      return [refund(payment.amount)];
    case 'in_mediation':
      return [disputed];
    case 'charged_back':
      return [disputed, [`${payment.id}:charged_back`, { tipo: 'payment.dispute_closed', referencia, resultado: 'perdida' }]];
    case 'rejected':
      return [[`${payment.id}:rejected`, { tipo: 'payment.failed', referencia }]];
    case 'cancelled':
      return [[`${payment.id}:cancelled`, { tipo: 'payment.canceled', referencia }]];
    default:
      return [];
  }
}

export interface MercadoPagoWebhookOptions {
  service: PaymentService;
  gateways: ChurchGateways;
  /** The church a code names (the tenant cache's), or null. */
  churchByCode(code: string): Promise<{ id: number } | null>;
  clock?: () => Date;
}

function signatureInvalid(): ProblemError {
  return new ProblemError(400, 'Bad Request', 'The Mercado Pago signature is not valid.', {
    code: 'WEBHOOK_SIGNATURE_INVALID',
    errors: [{ field: 'header.x-signature', message: 'Not valid.' }],
  });
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : undefined);

/**
 * Mercado Pago's `x-signature` (`ts=…,v1=…`): the HMAC-SHA256, under the church's secret signature, of
 * the manifest `id:<data.id of the URL's query>;request-id:<x-request-id>;ts:<ts>;` (an alphanumeric
 * id lower-cased), as Mercado Pago's Webhooks documentation sets it ("Validate notification origin")
 * and its SDK's WebhookSignatureValidator computes it. Here every part is required (a part left out of
 * the manifest would let a signature be replayed for another payment or request), and `ts` must be
 * within MERCADOPAGO_SIGNATURE_TOLERANCE_MS of now (seconds, or milliseconds as notifications also carry it).
 */
export function verifyMercadoPagoSignature(input: { signature: string | undefined; requestId: string | undefined; dataId: string | undefined; secret: string; now: Date }): boolean {
  const { signature, requestId, dataId, secret, now } = input;
  if (!signature || !requestId || !dataId) return false;
  const parts = new Map(
    signature.split(',').flatMap((part) => {
      const at = part.indexOf('=');
      return at > 0 ? [[part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const] : [];
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const expected = createHmac('sha256', secret).update(`id:${id};request-id:${requestId};ts:${ts};`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return false;
  const signedAt = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  return Math.abs(now.getTime() - signedAt) <= MERCADOPAGO_SIGNATURE_TOLERANCE_MS;
}

/** The notification's body, as far as it is read: its topic and the id it names (the signed one is the URL's). */
interface NotificationBody {
  type?: unknown;
  topic?: unknown;
  data?: { id?: unknown };
}

function bodyOf(raw: Buffer | undefined): NotificationBody {
  if (!raw || raw.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as NotificationBody) : {};
  } catch {
    throw new ProblemError(400, 'Bad Request', 'The notification is not JSON.', { code: 'WEBHOOK_BODY_INVALID' });
  }
}

/**
 * `POST /api/v1/pagamento/webhook/mercadopago/{church code}` (outside the contract: Mercado Pago's own
 * format). Verified with the secret signature of that church's Mercado Pago account (a bad, missing,
 * stale or another church's signature is a 400 that changes nothing); a verified notification of the
 * `payment` topic names only the payment's id, so the payment is read from Mercado Pago with that
 * church's access token, and its status applied to that church's payment of that id, once per status
 * and church address however often it is delivered (the same path as Stripe's events).
 */
export async function mercadoPagoWebhookRoutes(app: FastifyInstance, options: MercadoPagoWebhookOptions) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const clock = options.clock ?? (() => new Date());

  app.post<{ Params: { codigo: string }; Querystring: Record<string, string | string[] | undefined> }>(`${MERCADOPAGO_WEBHOOK_PATH}/:codigo`, async (request, reply) => {
    const churchCode = request.params.codigo;
    const church = CHURCH_CODE.test(churchCode) ? await options.churchByCode(churchCode) : null;
    const secret = church ? await options.gateways.webhookSecret(church.id, MERCADOPAGO_GATEWAY) : undefined;
    if (!church || secret === undefined) throw notFound('No church takes Mercado Pago payments at this address.');
    if (secret === null) {
      // Its secret cannot be opened here (PAYMENT_SECRETS_KEYS lacks its key): Mercado Pago retries later.
      throw new ProblemError(503, 'Service Unavailable', 'This notification cannot be verified right now.', { code: 'PAYMENT_PROVIDER_UNAVAILABLE', headers: { 'retry-after': '60' } });
    }
    const dataId = single(request.query['data.id']);
    const verified = verifyMercadoPagoSignature({ signature: single(request.headers['x-signature']), requestId: single(request.headers['x-request-id']), dataId, secret, now: clock() });
    if (!verified || !dataId) throw signatureInvalid();
    const body = bodyOf(request.body as Buffer | undefined);
    // The body is not signed: it may only agree with the signed URL.
    if (body.data?.id !== undefined && String(body.data.id) !== dataId) throw signatureInvalid();
    const topic = single(request.query.type) ?? single(request.query.topic) ?? (typeof body.type === 'string' ? body.type : typeof body.topic === 'string' ? body.topic : undefined);
    if (topic !== 'payment' || !/^\d{1,20}$/.test(dataId)) return reply.code(204).send();

    const gateway = await options.gateways.provider(church.id, MERCADOPAGO_GATEWAY);
    let payment: MercadoPagoPaymentState | undefined;
    try {
      payment = gateway instanceof MercadoPagoGateway ? await gateway.paymentState(dataId) : undefined;
    } catch {
      throw new ProblemError(503, 'Service Unavailable', 'Mercado Pago could not be asked about this payment right now.', { code: 'PAYMENT_PROVIDER_UNAVAILABLE', headers: { 'retry-after': '60' } });
    }
    if (!payment) return reply.code(204).send();
    const ours = await options.service.payments.findByReference(payment.id, MERCADOPAGO_GATEWAY, church.id);
    // Each event once at this church's address: redeliveries, and the created and updated notifications of one change, apply it once.
    for (const [eventId, event] of eventsOfState(payment, ours)) await options.service.applyEvent(MERCADOPAGO_GATEWAY, eventId, event, church.id);
    return reply.code(204).send();
  });
}
