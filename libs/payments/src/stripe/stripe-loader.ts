import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once, on the first call: its script (js.stripe.com) is asked
 * for only by a paying page that needs it (the card fields, the bank's check), never on a page's first
 * paint. Null on the server, where there is no browser to load it in.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    // A failed load (offline, blocked) may be tried again by the next caller.
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
