import { FakeStripe } from './stripe-fake';

/**
 * The Stripe fake as a process of its own, for the browser tests (apps/church-web-e2e): they start it,
 * point a church-api process at it (STRIPE_API_URL) and route the browser's calls to api.stripe.com to
 * it. It prints `FAKE_STRIPE_URL=<origin>` once listening and stops on SIGTERM.
 */
const fake = new FakeStripe();
await fake.start();
process.stdout.write(`FAKE_STRIPE_URL=${fake.url}\n`);
process.once('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
