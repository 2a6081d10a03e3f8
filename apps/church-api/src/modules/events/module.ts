import type { ServerModule } from '../server-module';
import type { PaymentMethod } from '../payments/payment-method';
import { paymentServices } from '../payments/payment-services';
import { type PaymentSettings, paymentSettingsFrom } from '../payments/payment-settings';
import { seedEventsDemo } from './demo/seed-events-demo';
import { eventCalendarRoute } from './event-calendar-route';
import { EventCheckout } from './event-checkout';
import { EventReadCache } from './event-read-cache';
import { EventRepository } from './event-repository';
import { eventsHandlers } from './events-handlers';
import { RegistrationRepository } from './registration-repository';

/** How long the public reads of a church's events are kept (event-read-cache.ts). */
const EVENT_READS_TTL_MS = 5_000;

/**
 * Events (MOD_EVENTO): the schedule's events with ticket types, questions and exclusive content, and
 * members' purchases, paid through the payment core. Contract: openapi/modules/events.yaml. Outside it: each event's calendar file (event-calendar-route.ts).
 */
export const eventsModule: ServerModule<PaymentSettings> = {
  name: 'events',
  dependsOn: ['church', 'account', 'schedule', 'payments'],
  code: 'MOD_EVENTO',
  settings: paymentSettingsFrom,
  sitemap: async (db, church, limit) => ['/event', ...(await new EventRepository(db).upcomingIds(church.id, new Date(), limit)).map((id) => `/event/${id}`)],
  seedDemo: seedEventsDemo,
  async routes({ app, database, settings }) {
    const clock = () => new Date();
    const { service } = paymentServices(database.db, settings, clock);
    const events = new EventRepository(database.db);
    await app.register(eventCalendarRoute, { events, clock });
    return {
      handlers: eventsHandlers({
        db: database.db,
        reads: new EventReadCache(EVENT_READS_TTL_MS),
        churchMethods: async (igrejaId) =>
          ((await app.tenantCache.find('id', igrejaId))?.bootstrap.metodosPagamento ?? []).map((method) => method.codigo as PaymentMethod),
        events,
        registrations: new RegistrationRepository(database.db),
        checkout: new EventCheckout(database.db, service, { boletoDays: settings.boletoDays, clock }),
        boletoDays: settings.boletoDays,
        clock,
      }),
    };
  },
};
