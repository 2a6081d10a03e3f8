import { routePath } from '@church/routing';

/** The events module's addresses; `detail.href(id)` is what an EVENTO notification and the schedule open. */
export const eventsPaths = {
  list: routePath('/event'),
  detail: routePath('/event/:eventId', (id: number | string) => `/event/${encodeURIComponent(String(id))}`),
  tickets: routePath('/event/:eventId/tickets', (id: number | string) => `/event/${encodeURIComponent(String(id))}/tickets`),
  checkout: routePath('/checkout'),
  thankYou: routePath('/checkout/thank-you'),
  /** A visitor's order, opened with the key its e-mail carries in the fragment. */
  guestOrder: routePath('/checkout/order/:paymentCode'),
};
