import type { ServerModule } from '@church/api-platform/server-module';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { forgetChurchSandboxCards } from './church-gateway-repository';
import { churchGatewayChanged } from './church-gateways';
import { type PaymentSettings, paymentSettingsFrom } from './payment-settings';
import { mercadoPagoWebhookRoutes } from './mercadopago/mercadopago-webhook-route';
import { paymentsHandlers } from './payments-handlers';
import { startPaymentHoldsJob } from './payment-holds-job';
import { paymentServices } from './payment-services';
import { sandboxChallengeRoutes } from './sandbox/challenge-page';
import { stripeChallengeReturnRoutes } from './stripe/stripe-challenge-return';
import { stripeWebhookRoutes } from './stripe/stripe-webhook-route';

/**
 * The payment core (no module code: every church that sells or receives gifts pays through it), each
 * church through its own gateway (church-gateways.ts; set with npm run church:gateway). Contract:
 * openapi/modules/payments.yaml. Outside it: the sandbox's 3DS challenge page (only where the sandbox's
 * controls are served), the holds job, each church's Stripe webhook and Mercado Pago notifications, and Stripe's 3DS return page.
 * Orders (events, giving) create their payments through `paymentServices`.
 */
export const paymentsModule: ServerModule<PaymentSettings> = {
  name: 'payments',
  dependsOn: ['church', 'account'],
  // A payment's page, and the saved cards' (a card is added in Stripe's own fields where Stripe serves cards).
  payingAreas: ['/user/payment/', '/user/cards', '/user/addcard'],
  settings: (env, config) => paymentSettingsFrom(env, config),
  async routes({ app, database, settings, platform }) {
    const clock = () => new Date();
    const { service, gateway, configuration } = paymentServices(database.db, settings, clock, {
      onUnreadable: (igrejaId, provedor, reason) => app.log.error({ igrejaId, provedor, reason }, "A church's payment provider cannot be used here: its secrets do not open"),
    });
    // A church's gateway configuration changed (its tables' triggers notify igreja_alterada, which the
    // tenant cache hears from every process): every module's built gateways of that church go.
    const stopHearing = app.tenantCache.onChange((igrejaId) => churchGatewayChanged(database.db, igrejaId));
    app.addHook('onClose', async () => stopHearing());
    // The church's payment methods in its bootstrap say who serves each, with the public key the browser's fields need.
    app.tenantCache.describePaymentMethods((igrejaId) => gateway.describeMethods(igrejaId));
    if (settings.sandboxControls) await app.register(sandboxChallengeRoutes, { payments: service.payments });
    await app.register(stripeWebhookRoutes, {
      service,
      gateways: gateway,
      churchByCode: async (code) => (await app.tenantCache.find('code', code))?.church ?? null,
      ...(settings.stripe ? { defaultChurchCode: settings.stripe.churchCode } : {}),
    });
    await app.register(mercadoPagoWebhookRoutes, {
      service,
      gateways: gateway,
      churchByCode: async (code) => (await app.tenantCache.find('code', code))?.church ?? null,
    });
    await app.register(stripeChallengeReturnRoutes);
    app.addHook('onReady', async () => {
      // A server may start before its database is migrated (it then answers /readyz 503): these checks wait for a later start.
      try {
        await checkGatewaysAtStart();
      } catch (error) {
        app.log.warn({ err: error }, "The churches' payment providers were not checked at start (is the database migrated?)");
      }
    });
    const checkGatewaysAtStart = async () => {
      // Secrets sealed under a key this server lacks (or altered): said at start, without the secrets, not at a buyer's first payment.
      for (const row of await configuration.unreadable()) {
        app.log.error({ igrejaId: row.igrejaId, provedor: row.provider, chave: row.keyId, reason: row.reason }, "A church's payment provider cannot be used here: its secrets do not open");
      }
      // The single-church default's Stripe charges its church's cards: the sandbox's tokens there, and the cards saved with them, would be approved without any charge.
      const defaultChurch = settings.stripe ? await new ChurchRepository(database.db).findSummary('code', settings.stripe.churchCode) : null;
      if (settings.stripe && !defaultChurch) app.log.warn({ church: settings.stripe.churchCode }, 'STRIPE_CHURCH names no church: the environment\'s Stripe keys serve nobody');
      if (defaultChurch && (await gateway.providerFor(defaultChurch.id, 'CARTAO_CREDITO')) !== 'sandbox') await forgetChurchSandboxCards(database.db, defaultChurch.id);
    };
    const job = startPaymentHoldsJob(database.db, service, {
      intervalMs: settings.jobIntervalMs,
      clock,
      onError: (error) => app.log.error({ err: error }, 'Payment holds job failed'),
      runs: platform.metrics.jobRuns('payment-holds'),
    });
    app.addHook('onClose', async () => job.stop());
    return { handlers: paymentsHandlers({ service, gateway, rateLimiter: platform.rateLimiter, sandboxControls: settings.sandboxControls }) };
  },
};
