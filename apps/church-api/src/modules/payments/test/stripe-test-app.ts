import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { beforeAll } from 'vitest';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { call } from '../../../../test/helpers/account-helpers';
import { setupTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ChurchGatewayRepository } from '../church-gateway-repository';
import { keyringFrom } from '@church/api-platform/secrets/church-secrets';
import type { Database } from '../../../platform/db/database';
import { pagamento } from '../schema';
import { FAKE_PUBLISHABLE_KEY, type FakeStripe } from './stripe-fake';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_church_web';

/** The key that seals the tests' churches' gateway secrets (PAYMENT_SECRETS_KEYS). */
export const TEST_SECRETS_KEYS = `test1:${'5e'.repeat(32)}`;

/** A church's own Stripe account in the tests: its keys (the fake takes any `sk_test_…`) and its webhook address. */
export interface StripeAccount {
  church: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** esperanca's own Stripe account (grace is the environment's single-church default, STRIPE_CHURCH). */
export const ESPERANCA_STRIPE: StripeAccount = {
  church: 'esperanca',
  secretKey: 'sk_test_esperanca0000000000000000',
  publishableKey: 'pk_test_esperanca0000000000000000',
  webhookSecret: 'whsec_esperancaWebhookSecret000000',
};

/**
 * The environment of an app with Stripe configured, its API being `fake`: the environment's keys serve
 * grace (the single-church default, STRIPE_CHURCH); other churches bring their own (`configureStripe`).
 */
export function stripeEnv(fake: FakeStripe): NodeJS.ProcessEnv {
  return { PAYMENT_JOB_INTERVAL_MS: '0', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_CHURCH: 'grace', STRIPE_API_URL: fake.url, PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS };
}

/**
 * Gives a church its own Stripe account (as npm run church:gateway does: cards, Pix, slips and ACH),
 * and waits until the app has heard of it (its bootstrap shows Stripe).
 */
export async function configureStripe(app: FastifyInstance, db: Database, account: StripeAccount): Promise<number> {
  const church = await new ChurchRepository(db).findSummary('code', account.church);
  if (!church) throw new Error(`No church ${account.church}`);
  await new ChurchGatewayRepository(db, keyringFrom({ PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS })).configure(church.id, {
    provider: 'stripe',
    methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH'],
    secrets: { secretKey: account.secretKey, webhookSecret: account.webhookSecret },
    publicKey: account.publishableKey,
  });
  // The tables' triggers notify igreja_alterada; the app drops the church's bootstrap and gateways when it hears it.
  const shown = async () => ((await call(app, { url: `/api/v1/igreja/${church.slug}/metodo-pagamento/` })).json().metodosPagamento as { provedor?: string; chavePublicavel?: string }[]).some(
    (method) => method.provedor === 'stripe' && method.chavePublicavel === account.publishableKey,
  );
  for (const started = Date.now(); !(await shown()); await new Promise((resolve) => setTimeout(resolve, 25))) {
    if (Date.now() - started > 30_000) throw new Error(`The app did not hear that ${account.church} has its own Stripe account`);
  }
  return church.id;
}

/** An app with Stripe configured (stripeEnv), esperanca with its own Stripe account (ESPERANCA_STRIPE). */
export function setupStripeTestApp(fake: FakeStripe, env: NodeJS.ProcessEnv = {}): () => TestApp {
  const testApp = setupTestApp({}, () => ({ ...stripeEnv(fake), ...env }));
  beforeAll(async () => {
    const { app, database } = testApp();
    await configureStripe(app, database.handle.db, ESPERANCA_STRIPE);
  });
  return testApp;
}

/**
 * Delivers a Stripe event about `object` to the app's webhook as Stripe does: JSON, signed. Given a
 * church's account, to that church's address with its secret; given a secret (by default the
 * environment's), to the single-church default's address.
 */
export function deliverStripeEvent(app: FastifyInstance, event: { id: string; type: string; object: Record<string, unknown> }, to: string | StripeAccount = STRIPE_WEBHOOK_SECRET) {
  const secret = typeof to === 'string' ? to : to.webhookSecret;
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
    url: typeof to === 'string' ? '/api/v1/pagamento/webhook/stripe' : `/api/v1/pagamento/webhook/stripe/${to.church}`,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

export async function paymentByCode(db: Database, codigo: string) {
  const [row] = await db.select().from(pagamento).where(eq(pagamento.codigo, codigo));
  return row;
}
