import type { ServerModule } from '../server-module';
import { paymentServices } from '../payments/payment-services';
import { type PaymentSettings, paymentSettingsFrom } from '../payments/payment-settings';
import { seedEventsDemo } from './demo/seed-events-demo';
import { eventCalendarRoute } from './event-calendar-route';
import { EventCheckout } from './event-checkout';
import { EventRepository } from './event-repository';
import { eventsHandlers } from './events-handlers';
import { RegistrationRepository } from './registration-repository';

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
        events,
        registrations: new RegistrationRepository(database.db),
        checkout: new EventCheckout(database.db, service, { boletoDays: settings.boletoDays, clock }),
        boletoDays: settings.boletoDays,
        clock,
      }),
    };
  },
};
