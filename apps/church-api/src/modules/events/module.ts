import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { ConfigError } from '@church/api-platform/config';
import type { ServerModule } from '@church/api-platform/server-module';
import type { PaymentMethod } from '@church/api-modules/payments';
import { paymentServices } from '@church/api-modules/payments';
import { type PaymentSettings, paymentSettingsFrom, receiptIntervalOf } from '@church/api-modules/payments';
import { repeatEvery } from '@church/api-platform/jobs/repeating-job';
import { seedEventsDemo } from './demo/seed-events-demo';
import { eventCalendarRoute } from './event-calendar-route';
import { EventCheckout } from './event-checkout';
import { EventReadCache } from './event-read-cache';
import { EventSaleCache } from './event-sale-cache';
import { EventRepository } from './event-repository';
import { eventsHandlers } from './events-handlers';
import { guestCheckoutHandlers } from './guest-checkout-handlers';
import { LateTicketPayments } from './late-ticket-payments';
import { RegistrationRepository } from './registration-repository';
import { TicketReceipts } from './ticket-receipts';
import type { UnpaidOrderLimits } from './unpaid-order-limits';

/** Notified with a church's id when its events' ticket types change (migration 0005's trigger). */
const EVENT_CHANGE_CHANNEL = 'evento_alterado';

/** How long the public reads of a church's events are kept (event-read-cache.ts; EVENT_READS_TTL_MS). */
const EVENT_READS_TTL_MS = 5_000;

/**
 * Events (MOD_EVENTO): the schedule's events with ticket types, questions and exclusive content, and
 * members' purchases, paid through the payment core. Contract: openapi/modules/events.yaml. Outside it: each event's calendar file (event-calendar-route.ts).
 */
interface EventsSettings extends PaymentSettings {
  unpaidLimits: UnpaidOrderLimits;
  readsTtlMs: number;
}

function limitFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1, not '${text}'.`);
  return value;
}

export const eventsModule: ServerModule<EventsSettings> = {
  name: 'events',
  dependsOn: ['church', 'account', 'schedule', 'payments'],
  code: 'MOD_EVENTO',
  privateAreas: ['/checkout'],
  // The checkout takes cards in Stripe's own fields where Stripe serves them (its CSP lets Stripe.js in).
  payingAreas: ['/checkout'],
  settings: (env, config) => ({
    ...paymentSettingsFrom(env, config),
    unpaidLimits: {
      ordersPerBuyer: limitFrom(env, 'EVENT_UNPAID_ORDERS_PER_BUYER', 3),
      ticketsPerBuyer: limitFrom(env, 'EVENT_UNPAID_TICKETS_PER_BUYER', 10),
      ticketsPerAddress: limitFrom(env, 'EVENT_UNPAID_TICKETS_PER_ADDRESS', 40),
    },
    readsTtlMs: limitFrom(env, 'EVENT_READS_TTL_MS', EVENT_READS_TTL_MS),
  }),
  sitemap: async (db, church, limit) => ['/event', ...(await new EventRepository(db).upcomingIds(church.id, new Date(), limit)).map((id) => `/event/${id}`)],
  seedDemo: seedEventsDemo,
  async routes({ app, database, config, settings, platform }) {
    const db = database.db;
    const clock = () => new Date();
    const { service } = paymentServices(db, settings, clock);
    const events = new EventRepository(db);
    await app.register(eventCalendarRoute, { events, clock, appDomain: config.appDomain, publicOrigin: config.publicOrigin });
    const shared = {
      db,
      reads: new EventReadCache(settings.readsTtlMs),
      sales: new EventSaleCache(),
      churchMethods: async (igrejaId: number) =>
        ((await app.tenantCache.find('id', igrejaId))?.bootstrap.metodosPagamento ?? []).map((method) => method.codigo as PaymentMethod),
      events,
      registrations: new RegistrationRepository(db),
      checkout: new EventCheckout(db, service, { boletoDays: settings.boletoDays, clock, unpaidLimits: settings.unpaidLimits }),
    };
    const churches = new ChurchRepository(db);
    const outbox = platform.outbox();
    const { siteLinks } = platform;
    // Ticket payments confirmed after we gave up on them: tickets given again, or refunded.
    const late = new LateTicketPayments(db, service, { db, outbox, churches, siteLinks }, clock);
    const onError = (error: unknown) => app.log.error({ err: error }, 'Late ticket payments job failed');
    const stopLate = repeatEvery(settings.jobIntervalMs, () => late.settleDue(onError), onError, platform.metrics.jobRuns('late-ticket-payments'));
    // The receipt of each paid order, once (queued by the trigger on pagamento, mailed through the outbox).
    const receipts = new TicketReceipts({ db, outboxOf: (tx) => platform.outbox(tx), churches, siteLinks });
    const onReceiptError = (error: unknown) => app.log.error({ err: error }, 'Ticket receipts job failed');
    const stopReceipts = repeatEvery(receiptIntervalOf(settings.jobIntervalMs), () => receipts.sendDue(onReceiptError), onReceiptError, platform.metrics.jobRuns('ticket-receipts'));
    // Every process's kept reads of a church's events go when its ticket types change, wherever that was (0005's trigger).
    const stopHearing = await database.listen(EVENT_CHANGE_CHANNEL, (payload) => {
      const igrejaId = Number(payload);
      if (Number.isSafeInteger(igrejaId)) shared.reads.drop(igrejaId);
    });
    app.addHook('onClose', async () => {
      stopLate();
      stopReceipts();
      await stopHearing();
    });
    return {
      handlers: {
        ...eventsHandlers({ ...shared, boletoDays: settings.boletoDays, clock }),
        ...guestCheckoutHandlers({
          ...shared,
          payments: service,
          limiter: platform.rateLimiter,
          churches,
          outbox,
          siteLinks,
          captcha: platform.captcha,
        }),
      },
    };
  },
};
