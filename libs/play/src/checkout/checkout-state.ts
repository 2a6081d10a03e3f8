import type { AssinaturaInput } from '@church/contracts-play';
import type { PaymentAttempt } from '@church/payments';
import { persistedAtom } from '@church/state';

/** One attempt to subscribe: its Idempotency-Key and the exact request sent with it, the card's token included. */
export type SubscriptionAttempt = PaymentAttempt<AssinaturaInput>;

/**
 * A plan's checkout: the coupon applied and the attempt whose outcome is not known yet. Kept in the
 * product's session store, so that a reload sends the very same attempt again and never subscribes
 * (nor charges) twice; choosing another plan starts afresh.
 */
export interface PlayCheckout {
  planId: number | null;
  cupom: string | null;
  attempt: SubscriptionAttempt | null;
}

export const EMPTY_PLAY_CHECKOUT: PlayCheckout = { planId: null, cupom: null, attempt: null };

export const playCheckoutAtom = persistedAtom<PlayCheckout>('playCheckout', EMPTY_PLAY_CHECKOUT, 'playCheckoutAtom');
