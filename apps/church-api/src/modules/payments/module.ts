import type { ServerModule } from '../server-module';
import { RateLimiter } from '../account/rate-limiter';
import { type PaymentSettings, paymentSettingsFrom } from './payment-settings';
import { paymentsHandlers } from './payments-handlers';
import { paymentServices } from './payment-services';
import { startPixExpiryJob } from './pix-expiry-job';
import { sandboxChallengeRoutes } from './sandbox/challenge-page';

/**
 * The payment core (no module code: every church that sells or receives gifts pays through it).
 * Contract: openapi/modules/payments.yaml. Outside it: the sandbox's 3DS challenge page and the Pix
 * expiry job. Orders (events, giving) create their payments through `paymentServices`.
 */
export const paymentsModule: ServerModule<PaymentSettings> = {
  name: 'payments',
  dependsOn: ['church', 'account'],
  settings: paymentSettingsFrom,
  async routes({ app, database, settings }) {
    const { service, gateway } = paymentServices(database.db, settings);
    await app.register(sandboxChallengeRoutes, { payments: service.payments });
    const job = startPixExpiryJob(service.payments, {
      intervalMs: settings.jobIntervalMs,
      clock: () => new Date(),
      onError: (error) => app.log.error({ err: error }, 'Pix expiry job failed'),
    });
    app.addHook('onClose', async () => job.stop());
    return { handlers: paymentsHandlers({ service, gateway, rateLimiter: new RateLimiter(database.db) }) };
  },
};
