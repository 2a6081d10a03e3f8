import { routePath } from '@church/routing';

/**
 * The payments' addresses, in the member area (§2 "User area"): a payment's state by its code, and the
 * member's saved cards. Events and giving link to a payment with `payment.href(code)`.
 */
export const paymentsPaths = {
  payment: routePath('/user/payment/:paymentCode', (code: string) => `/user/payment/${encodeURIComponent(code)}`),
  /** §2: a bare /user/payment goes home. */
  bare: routePath('/user/payment'),
  cards: routePath('/user/cards'),
  addCard: routePath('/user/addcard'),
  deleteCard: routePath('/user/deletecard', (id: number) => `/user/deletecard?id=${id}`),
};
