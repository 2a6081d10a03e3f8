/** What Stripe's card fields said went wrong, in Stripe's words (already in the buyer's language). */
export class StripeCardError extends Error {
  constructor(
    message: string,
    /** `validation_error` (the card as typed) or `card_error` (refused by the bank), or none when Stripe could not be reached. */
    readonly type?: string,
  ) {
    super(message);
    this.name = 'StripeCardError';
  }
}

/**
 * What the page asks of Stripe's card fields once they are mounted: the card's PaymentMethod (made by
 * Stripe.js, from the fields' card, with the holder's name), or a SetupIntent confirmed with the card
 * (saving a card; the bank's check runs in Stripe's own window when asked). Errors are StripeCardError.
 */
export interface StripeCardHandle {
  createPaymentMethod(holderName: string): Promise<string>;
  confirmCardSetup(clientSecret: string, holderName: string): Promise<string>;
}

/** Where the mounted fields leave their handle (null while they are not mounted, or Stripe.js is not loaded). */
export interface StripeCardSlot {
  current: StripeCardHandle | null;
}
