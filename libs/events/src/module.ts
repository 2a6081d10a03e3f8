import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import { paymentUiCatalog } from '@church/payment-ui/catalog';
import { paymentsCatalog } from '@church/payments/catalog';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import { type ComponentType, lazy } from 'react';
import { eventsCatalog } from './catalog';
import { eventsPaths } from './paths';
import { eventPageData, eventsListPageData, upcomingEventsPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(eventsCatalog)]);
  return { Component };
};

/** A screen of buying or of the member's tickets: the payment form's and payment components' catalogs come with it. */
const paymentScreen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(eventsCatalog), loadModuleCatalog(paymentsCatalog), loadModuleCatalog(paymentUiCatalog)]);
  return { Component };
};

/** A screen that needs a signed-in member (§6: tickets, checkout and the member's registrations). */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: { path, handle: { auth: 'required' }, lazy: paymentScreen(load) },
});

/** A screen of buying, open to visitors too (once a stored session is restored, so that a member is known as one). */
const buyingScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: { path, handle: { auth: 'optional' }, lazy: paymentScreen(load) },
});

const purchase = () => import('./purchase-screens');
const loadCatalog = () => loadModuleCatalog(eventsCatalog);

/** The home's "Upcoming events", loaded with the module's catalog after the home's first paint. */
const loadUpcomingEvents = async () => {
  const [section] = await Promise.all([import('./home/upcoming-events-section'), loadModuleCatalog(eventsCatalog)]);
  return section.UpcomingEventsSection;
};
const UpcomingEventsSection = lazy(async () => ({ default: await loadUpcomingEvents() }));

/** Events (MOD_EVENTO): the events and their tickets, the checkout, and the member's registrations (their payments are the payments library's). */
export const eventsModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: eventsPaths.list.path, handle: { data: eventsListPageData }, lazy: screen(async () => (await import('./list/events-page')).EventsPage) } },
    { layout: 'DEFAULT', route: { path: eventsPaths.detail.path, handle: { data: eventPageData }, lazy: screen(async () => (await import('./detail/event-page')).EventPage) } },
    // Buying asks for a member, except where an event lets visitors buy without an account: the tickets screen decides (§3).
    buyingScreen(eventsPaths.tickets.path, async () => (await purchase()).TicketsPage),
    buyingScreen(eventsPaths.checkout.path, async () => (await purchase()).CheckoutPage),
    buyingScreen(eventsPaths.thankYou.path, async () => (await purchase()).ThankYouPage),
    buyingScreen(eventsPaths.guestOrder.path, async () => (await purchase()).GuestOrderPage),
    memberScreen('/user/registrations', async () => (await purchase()).RegistrationsPage),
    memberScreen('/user/registrations/:eventId/tickets', async () => (await purchase()).EventTicketsPage),
    memberScreen('/user/registrations/:eventId/ticket/:ticketId/content', async () => (await purchase()).TicketContentPage),
    memberScreen('/user/registrations/:eventId/ticket/:ticketId/content/:contentId', async () => (await purchase()).TicketContentItemPage),
  ],
  notificationTargets: { EVENTO: (eventId) => eventsPaths.detail.href(eventId) },
  accountLinks: [
    { id: 'registrations', order: 20, to: '/user/registrations', label: msg`My registrations`, loadCatalog },
  ],
  homeSections: [{ id: 'events-upcoming', order: 15, Component: UpcomingEventsSection, load: loadUpcomingEvents, wake: 'reach', data: upcomingEventsPageData }],
} satisfies ChurchModule;
