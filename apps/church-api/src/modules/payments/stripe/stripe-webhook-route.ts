import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { ProblemError } from '@church/api-platform/http/problem';
import type { GatewayEventType, PaymentService } from '../payment-service';

const STRIPE_WEBHOOK_PATH = '/api/v1/pagamento/webhook/stripe';

/** What a Stripe event we listen to says happened to the payment of its PaymentIntent, if anything. */
function gatewayEventOf(event: Stripe.Event): { referencia: string; tipo: GatewayEventType } | undefined {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { referencia: event.data.object.id, tipo: 'payment.succeeded' };
    case 'payment_intent.payment_failed':
      return { referencia: event.data.object.id, tipo: 'payment.failed' };
    case 'payment_intent.canceled':
      return { referencia: event.data.object.id, tipo: 'payment.canceled' };
    case 'charge.refunded': {
      // Sent for partial refunds too: only a charge refunded in full refunds the order.
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      return charge.refunded && intent ? { referencia: intent, tipo: 'payment.refunded' } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * `POST /api/v1/pagamento/webhook/stripe` (outside the contract: Stripe's own format). Its own plugin,
 * so that here alone JSON arrives as the bytes Stripe signed: the SDK verifies them with the webhook
 * secret (a bad signature is a 400 that changes nothing), and each event is applied once, by its id.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, options: { service: PaymentService; webhookSecret: string }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body as Buffer, request.headers['stripe-signature'] ?? '', options.webhookSecret);
    } catch {
      throw new ProblemError(400, 'Bad Request', 'The Stripe signature is not valid.', {
        code: 'WEBHOOK_SIGNATURE_INVALID',
        errors: [{ field: 'header.stripe-signature', message: 'Not valid.' }],
      });
    }
    const applied = gatewayEventOf(event);
    if (applied) await options.service.applyGatewayEvent('stripe', event.id, applied.referencia, applied.tipo);
    return reply.code(204).send();
  });
}
