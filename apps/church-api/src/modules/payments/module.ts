import type { ServerModule } from '@church/api-platform/server-module';
import { type PaymentSettings, paymentSettingsFrom } from './payment-settings';
import { paymentsHandlers } from './payments-handlers';
import { startPaymentHoldsJob } from './payment-holds-job';
import { paymentServices } from './payment-services';
import { forgetSandboxCards } from './saved-card-repository';
import { sandboxChallengeRoutes } from './sandbox/challenge-page';
import { stripeChallengeReturnRoutes } from './stripe/stripe-challenge-return';
import { stripeWebhookRoutes } from './stripe/stripe-webhook-route';

/**
 * The payment core (no module code: every church that sells or receives gifts pays through it).
 * Contract: openapi/modules/payments.yaml. Outside it: the sandbox's 3DS challenge page (only where the
 * sandbox's controls are served), the holds job and, with Stripe configured, Stripe's webhook and 3DS
 * return page. Orders (events, giving) create their payments through `paymentServices`.
 */
export const paymentsModule: ServerModule<PaymentSettings> = {
  name: 'payments',
  dependsOn: ['church', 'account'],
  // A payment's page, and the saved cards' (a card is added in Stripe's own fields where Stripe serves cards).
  payingAreas: ['/user/payment/', '/user/cards', '/user/addcard'],
  settings: (env, config) => paymentSettingsFrom(env, config),
  async routes({ app, database, settings, platform }) {
    const clock = () => new Date();
    const { service, gateway, provider } = paymentServices(database.db, settings, clock);
    if (settings.sandboxControls) await app.register(sandboxChallengeRoutes, { payments: service.payments });
    if (settings.stripe) {
      await app.register(stripeWebhookRoutes, { service, webhookSecret: settings.stripe.webhookSecret });
      await app.register(stripeChallengeReturnRoutes);
    }
    // A real provider charges cards now: the sandbox's tokens and the cards saved with them would be approved without any charge.
    if (provider) app.addHook('onReady', async () => forgetSandboxCards(database.db));
    const job = startPaymentHoldsJob(database.db, service, {
      intervalMs: settings.jobIntervalMs,
      clock,
      onError: (error) => app.log.error({ err: error }, 'Payment holds job failed'),
    });
    app.addHook('onClose', async () => job.stop());
    return { handlers: paymentsHandlers({ service, gateway, rateLimiter: platform.rateLimiter, sandboxControls: settings.sandboxControls }) };
  },
};
