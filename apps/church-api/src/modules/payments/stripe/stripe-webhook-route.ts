import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import type { ChurchGateways } from '../church-gateways';
import type { GatewayEvent } from '../payment-gateway';
import type { PaymentService } from '../payment-service';
import { STRIPE_GATEWAY } from './stripe-gateway';

const STRIPE_WEBHOOK_PATH = '/api/v1/pagamento/webhook/stripe';

/** Where Stripe sends a church's events: `…/webhook/stripe/<church code>` (no code: the single-church default's old address). */
export function stripeWebhookPath(churchCode?: string): string {
  return churchCode ? `${STRIPE_WEBHOOK_PATH}/${churchCode}` : STRIPE_WEBHOOK_PATH;
}

/** A church code as a path may carry it (anything else names no church). */
const CHURCH_CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The PaymentIntent a charge or dispute belongs to (our payment's reference), if any. */
function intentOf(object: { payment_intent: string | { id: string } | null }): string | undefined {
  return typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
}

/**
 * How a dispute that closed ended for the church: won (an inquiry closed without a chargeback, or one
 * prevented, too), or lost (the bank gave the payer the money back). A dispute the church settled by
 * refunding the charge is told by the refund's own event.
 */
const DISPUTE_RESULT: Readonly<Record<string, 'ganha' | 'perdida'>> = {
  won: 'ganha',
  warning_closed: 'ganha',
  prevented: 'ganha',
  lost: 'perdida',
};

/** What a Stripe event we listen to says happened to the payment of its PaymentIntent, if anything. */
function gatewayEventOf(event: Stripe.Event): GatewayEvent | undefined {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { referencia: event.data.object.id, tipo: 'payment.succeeded' };
    case 'payment_intent.payment_failed':
      return { referencia: event.data.object.id, tipo: 'payment.failed' };
    case 'payment_intent.canceled':
      return { referencia: event.data.object.id, tipo: 'payment.canceled' };
    case 'charge.refunded': {
      // Sent for each refund, partial ones too: `amount_refunded` is the charge's refunds so far.
      const charge = event.data.object;
      const intent = intentOf(charge);
      if (!intent) return undefined;
      return { referencia: intent, tipo: 'payment.refund', valorEstornado: charge.refunded ? charge.amount : charge.amount_refunded, total: charge.amount };
    }
    case 'charge.dispute.created': {
      const intent = intentOf(event.data.object);
      return intent ? { referencia: intent, tipo: 'payment.disputed' } : undefined;
    }
    case 'charge.dispute.closed': {
      const intent = intentOf(event.data.object);
      const resultado = DISPUTE_RESULT[event.data.object.status];
      return intent && resultado ? { referencia: intent, tipo: 'payment.dispute_closed', resultado } : undefined;
    }
    default:
      return undefined;
  }
}

export interface StripeWebhookOptions {
  service: PaymentService;
  gateways: ChurchGateways;
  /** The church a code names (the tenant cache's), or null. */
  churchByCode(code: string): Promise<{ id: number } | null>;
  /** The single-church default's church code (STRIPE_CHURCH), whose events may also come to the old address. */
  defaultChurchCode?: string;
}

function signatureInvalid(): ProblemError {
  return new ProblemError(400, 'Bad Request', 'The Stripe signature is not valid.', {
    code: 'WEBHOOK_SIGNATURE_INVALID',
    errors: [{ field: 'header.stripe-signature', message: 'Not valid.' }],
  });
}

/**
 * `POST /api/v1/pagamento/webhook/stripe/{church code}` (outside the contract: Stripe's own format),
 * and, for the single-church default (STRIPE_CHURCH), the old `POST /api/v1/pagamento/webhook/stripe`.
 * Its own plugin, so that here alone JSON arrives as the bytes Stripe signed: the SDK verifies them
 * with the webhook secret of that church's Stripe account (a bad signature, or another church's, is a
 * 400 that changes nothing), and each event is applied once per church address, by its id, to that
 * church's payments only.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, options: StripeWebhookOptions) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  async function receive(churchCode: string, body: Buffer, signature: string | string[] | undefined): Promise<void> {
    const church = CHURCH_CODE.test(churchCode) ? await options.churchByCode(churchCode) : null;
    const secret = church ? await options.gateways.webhookSecret(church.id, STRIPE_GATEWAY) : undefined;
    if (!church || secret === undefined) throw notFound('No church takes Stripe payments at this address.');
    if (secret === null) {
      // Its secret cannot be opened here (PAYMENT_SECRETS_KEYS lacks its key): Stripe retries later.
      throw new ProblemError(503, 'Service Unavailable', 'This webhook cannot be verified right now.', { code: 'PAYMENT_PROVIDER_UNAVAILABLE', headers: { 'retry-after': '60' } });
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, typeof signature === 'string' ? signature : '', secret);
    } catch {
      throw signatureInvalid();
    }
    const applied = gatewayEventOf(event);
    if (applied) await options.service.applyEvent(STRIPE_GATEWAY, event.id, applied, church.id);
  }

  app.post<{ Params: { codigo: string } }>(`${STRIPE_WEBHOOK_PATH}/:codigo`, async (request, reply) => {
    await receive(request.params.codigo, request.body as Buffer, request.headers['stripe-signature']);
    return reply.code(204).send();
  });

  if (options.defaultChurchCode) {
    const defaultChurchCode = options.defaultChurchCode;
    app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      await receive(defaultChurchCode, request.body as Buffer, request.headers['stripe-signature']);
      return reply.code(204).send();
    });
  }
}
