/** What a provider's own card fields said went wrong, in the provider's words (Stripe's are already in the buyer's language). */
export class CardFieldsError extends Error {
  constructor(
    message: string,
    /** `validation_error` (the card as typed) or `card_error` (refused by the bank), or none when the provider could not be reached. */
    readonly type?: string,
    /** The page's field the message belongs on (the card's fields as a whole by default). */
    readonly field = 'numero',
  ) {
    super(message);
    this.name = 'CardFieldsError';
  }
}

/**
 * What the page asks of a provider's card fields once they are mounted (Stripe's, Mercado Pago's): the
 * card's one name for our server (a Stripe PaymentMethod, a Mercado Pago card token), made by the
 * provider's script from the card in its own frames and the holder's name; where the provider keeps
 * cards (Stripe), a SetupIntent confirmed with the card (the bank's check runs in Stripe's own window
 * when asked). Errors are CardFieldsError.
 */
export interface CardFieldsHandle {
  createPaymentMethod(holderName: string): Promise<string>;
  confirmCardSetup?(clientSecret: string, holderName: string): Promise<string>;
}

/** Where the mounted fields leave their handle (null while they are not mounted, or the provider's script is not loaded). */
export interface CardFieldsSlot {
  current: CardFieldsHandle | null;
}
