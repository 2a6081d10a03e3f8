// The screens of buying and of the member's tickets, in one chunk: they are reached one after another.
export { TicketsPage } from './tickets/tickets-page';
export { CheckoutPage } from './checkout/checkout-page';
export { ThankYouPage } from './checkout/thank-you-page';
export { GuestOrderPage } from './checkout/guest-order-page';
export { RegistrationsPage } from './account/registrations-page';
export { EventTicketsPage } from './account/event-tickets-page';
export { TicketContentItemPage, TicketContentPage } from './account/ticket-content-pages';
