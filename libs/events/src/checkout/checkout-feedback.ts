import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Where a §8 feedback's action takes the buyer. */
export type FeedbackAction = 'events' | 'tickets' | 'method' | 'review' | 'restart' | 'installments' | 'single-charge' | 'acknowledge' | 'personal-data' | 'unpaid-orders';

export interface CheckoutFeedback {
  title: MessageDescriptor;
  action: FeedbackAction;
  actionLabel: MessageDescriptor;
}

const SEE_EVENTS = msg`See other events`;
const CHOOSE_TICKET = msg`Choose a ticket`;
const OK = msg`OK`;

/** §8 "Checkout feedback codes": each code's title and action; any other code is an unknown payment error. */
const FEEDBACK: Record<string, CheckoutFeedback> = {
  EVT_REG_001: { title: msg`The tickets are sold out.`, action: 'events', actionLabel: SEE_EVENTS },
  EVT_REG_002: { title: msg`This event has ended.`, action: 'events', actionLabel: SEE_EVENTS },
  EVT_REG_003: { title: msg`The registration form gained required fields, so the purchase was restarted.`, action: 'tickets', actionLabel: CHOOSE_TICKET },
  EVT_REG_004: { title: msg`The registration form gained required fields, so the purchase was restarted.`, action: 'tickets', actionLabel: CHOOSE_TICKET },
  EVT_REG_010: { title: msg`This payment method is unavailable.`, action: 'method', actionLabel: msg`Choose another method` },
  EVT_REG_012: { title: msg`Cash payment is no longer available for this event.`, action: 'method', actionLabel: msg`Choose another method` },
  EVT_REG_013: { title: msg`Bank slip payment is no longer available for this event.`, action: 'method', actionLabel: msg`Choose another method` },
  EVT_REG_014: { title: msg`The total amount was updated.`, action: 'review', actionLabel: msg`Review the tickets` },
  EVT_REG_015: { title: msg`Installments are not available for this payment method.`, action: 'restart', actionLabel: msg`Restart the purchase` },
  EVT_REG_016: { title: msg`This number of installments is not allowed for the amount.`, action: 'installments', actionLabel: msg`Choose a valid option` },
  EVT_REG_017: { title: msg`Installments are not available for this event.`, action: 'single-charge', actionLabel: msg`Pay in one charge` },
  EVT_REG_019: { title: msg`A ticket became unavailable.`, action: 'acknowledge', actionLabel: OK },
  EVT_REG_020: { title: msg`A ticket became unavailable.`, action: 'acknowledge', actionLabel: OK },
  EVT_REG_024: { title: msg`A ticket became unavailable.`, action: 'acknowledge', actionLabel: OK },
  EVT_REG_021: { title: msg`The quantity you chose is no longer available.`, action: 'tickets', actionLabel: msg`Update the quantity and continue` },
  EVT_REG_023: { title: msg`The rules of this event were updated.`, action: 'tickets', actionLabel: msg`View tickets` },
  EVT_REG_026: { title: msg`Some personal information this payment needs is missing.`, action: 'personal-data', actionLabel: msg`Update my data` },
  // Issue 22: one buyer (account or e-mail) and one address hold only so many unpaid orders and tickets at once.
  UNPAID_ORDERS_LIMIT: {
    title: msg`You already hold as many unpaid orders as one may. Pay or cancel one of them first, then come back for these tickets.`,
    action: 'unpaid-orders',
    actionLabel: msg`See my registrations`,
  },
};

const UNKNOWN: CheckoutFeedback = { title: msg`An unknown payment error happened.`, action: 'restart', actionLabel: msg`Restart the purchase` };

/** The feedback for a refusal's code (§8), the unknown payment error for any other. */
export function checkoutFeedback(code: string | undefined): CheckoutFeedback {
  return (code && FEEDBACK[code]) || UNKNOWN;
}
