export { paymentUiCatalog } from './catalog';
export { ChallengeFrame } from './challenge-frame';
export { CopyButton } from './copy-button';
export { type CountryOption, EMPTY_VISITOR, GuestDetailsForm, type VisitorErrors, visitorErrors, visitorPayload } from './guest-details';
export { type AchFields, AchForm, achErrors, type CardFields, CardForm, cardErrors, Field, type FieldProps } from './payment-fields';
export { isSettling, METHOD_LABELS, PAYMENT_STATE_TITLES, type PaymentState, paymentStateOf } from './payment-status';
export { formatDeadline, PaymentSummary, type PaymentSummaryProps } from './payment-summary';
export { UnconfirmedPayment, type UnconfirmedPaymentProps } from './unconfirmed-payment';
export type { PaymentMethodCode, PaymentStatusKey, PaymentToShow, VisitorDetails } from './payment-types';
