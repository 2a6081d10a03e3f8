import Stripe from 'stripe';

/** Where Stripe is reached: its API, or (in tests) a local fake that answers as it does. */
export interface StripeConnection {
  secretKey: string;
  /** An origin such as http://127.0.0.1:12111; unset, Stripe's own API. */
  apiUrl?: string;
}

/**
 * The SDK's client. Against Stripe's API it retries what failed on the network (safe: every charge
 * carries an idempotency key); against another origin it sends each call once.
 */
export function stripeClient({ secretKey, apiUrl }: StripeConnection): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(secretKey, { host: url.hostname, port: url.port || (protocol === 'https' ? 443 : 80), protocol, maxNetworkRetries: 0, timeout: 20_000 });
}
