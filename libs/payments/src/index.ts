// What the modules that take payments (events, giving, subscriptions) use: the payment form and its
// state, the attempt that never charges twice, a payment by its code, and the payments' addresses.
export { paymentsPaths } from './paths';
export { PaymentForm, type PaymentFormProps } from './checkout/payment-form';
export { PaymentNotices, type PaymentNoticesProps } from './checkout/payment-notices';
export {
  type InstallmentTerms,
  type PaymentAnswer,
  type PaymentCheckout,
  type PaymentCheckoutOptions,
  type PaymentChoice,
  type PaymentChoiceHandle,
  type PaymentMethod,
  type PaymentSubmit,
  usePaymentCheckout,
  usePaymentChoice,
} from './checkout/use-payment-checkout';
export type { PaymentAttempt } from './attempt/payment-attempt';
// Where the payer lives: Pix and slips are offered only to payers in Brazil (§5).
export { livesInBrazil, useCountryOptions, useMemberCountry } from './checkout/payer-country';
export { usePayInSandbox, usePayment } from './api/payment';
// A recurring gift is charged to one of the member's saved cards: giving lists them to choose one.
export { useSavedCards } from './api/saved-cards';
export { useCardLabel } from './cards/card-label';
// Whether the church's card provider keeps a card for later (Mercado Pago's cards are charged once): a recurring gift by card needs one.
export { type CardProvider, keepsCards } from './card-fields/card-provider';
