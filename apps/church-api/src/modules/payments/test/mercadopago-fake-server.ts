import { FakeMercadoPago } from './mercadopago-fake';

/**
 * The Mercado Pago fake as a process of its own (for browser tests or a local run): start it, point a
 * church-api process at it (MERCADOPAGO_API_URL, a loopback origin, outside production only). It prints
 * `FAKE_MERCADOPAGO_URL=<origin>` once listening and stops on SIGTERM.
 */
const fake = new FakeMercadoPago();
await fake.start();
process.stdout.write(`FAKE_MERCADOPAGO_URL=${fake.url}\n`);
process.once('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
