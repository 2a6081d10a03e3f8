// The payments library's own screens, in one chunk: a member reaches them from one another.
export { PaymentPage } from './payment/payment-page';
export { AddCardPage, CardsPage, DeleteCardPage } from './cards/cards-pages';
