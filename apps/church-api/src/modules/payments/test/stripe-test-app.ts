import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../../platform/db/database';
import { pagamento } from '../schema';
import { FAKE_PUBLISHABLE_KEY, type FakeStripe } from './stripe-fake';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_church_web';

/** The environment of an app with Stripe configured, its API being `fake`. */
export function stripeEnv(fake: FakeStripe): NodeJS.ProcessEnv {
  return { PAYMENT_JOB_INTERVAL_MS: '0', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
}

/** Delivers a Stripe event about `object` to the app's webhook as Stripe does: JSON, signed (by default with the app's secret). */
export function deliverStripeEvent(app: FastifyInstance, event: { id: string; type: string; object: Record<string, unknown> }, secret = STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: event.object },
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/pagamento/webhook/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

export async function paymentByCode(db: Database, codigo: string) {
  const [row] = await db.select().from(pagamento).where(eq(pagamento.codigo, codigo));
  return row;
}
