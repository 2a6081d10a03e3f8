import { CardFieldsError } from '../card-fields/card-fields-handle';
import { stripeFor } from './stripe-loader';

/**
 * The bank's check (3DS) of a card payment, run by Stripe.js in the buyer's browser with the
 * PaymentIntent's client secret (`handleNextAction`): resolves once the buyer has answered, whatever
 * they answered; the server then reads the payment from Stripe. A failure to load Stripe.js is a
 * CardFieldsError without a type.
 */
export async function runNextAction(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey).catch(() => null);
  if (!stripe) throw new CardFieldsError('Stripe.js could not be loaded.');
  await stripe.handleNextAction({ clientSecret });
}
