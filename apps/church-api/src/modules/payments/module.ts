import type { ServerModule } from '../server-module';
import { RateLimiter } from '../account/rate-limiter';
import { type PaymentSettings, paymentSettingsFrom } from './payment-settings';
import { paymentsHandlers } from './payments-handlers';
import { paymentServices } from './payment-services';
import { startPixExpiryJob } from './pix-expiry-job';
import { sandboxChallengeRoutes } from './sandbox/challenge-page';
import { stripeChallengeReturnRoutes } from './stripe/stripe-challenge-return';
import { stripeWebhookRoutes } from './stripe/stripe-webhook-route';

/**
 * The payment core (no module code: every church that sells or receives gifts pays through it).
 * Contract: openapi/modules/payments.yaml. Outside it: the sandbox's 3DS challenge page, the Pix
 * expiry job and, with Stripe configured, Stripe's webhook and 3DS return page. Orders (events, giving) create their payments through `paymentServices`.
 */
export const paymentsModule: ServerModule<PaymentSettings> = {
  name: 'payments',
  dependsOn: ['church', 'account'],
  settings: (env, config) => paymentSettingsFrom(env, config),
  async routes({ app, database, settings }) {
    const { service, gateway } = paymentServices(database.db, settings);
    await app.register(sandboxChallengeRoutes, { payments: service.payments });
    if (settings.stripe) {
      await app.register(stripeWebhookRoutes, { service, webhookSecret: settings.stripe.webhookSecret });
      await app.register(stripeChallengeReturnRoutes);
    }
    const job = startPixExpiryJob(service.payments, {
      intervalMs: settings.jobIntervalMs,
      clock: () => new Date(),
      onError: (error) => app.log.error({ err: error }, 'Pix expiry job failed'),
    });
    app.addHook('onClose', async () => job.stop());
    return { handlers: paymentsHandlers({ service, gateway, rateLimiter: new RateLimiter(database.db) }) };
  },
};
