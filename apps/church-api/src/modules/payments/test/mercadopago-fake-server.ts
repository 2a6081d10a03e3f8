import { createServer } from 'node:http';
import { FakeMercadoPago } from './mercadopago-fake';

/**
 * The Mercado Pago fake as a process of its own (for browser tests or a local run): start it, point a
 * church-api process at it (MERCADOPAGO_API_URL, a loopback origin, outside production only). It prints
 * `FAKE_MERCADOPAGO_URL=<origin>` once listening, and `FAKE_MERCADOPAGO_CONTROL=<origin>`: there,
 * `POST /approve` with `{ "externalReference": <our payment code>, "secret": <the church's secret
 * signature> }` has the payer pay that payment (as the payer's bank would) and answers the signed
 * notification Mercado Pago would send about it, for the caller to deliver. It stops on SIGTERM.
 */
const fake = new FakeMercadoPago();
await fake.start();

const control = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      const { externalReference, secret } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { externalReference?: string; secret?: string };
      const payment = externalReference ? fake.paymentOf(externalReference) : undefined;
      if (request.method !== 'POST' || request.url !== '/approve') return answer(404, { message: 'POST /approve only' });
      if (!payment || !secret) return answer(404, { message: `No payment of external reference ${externalReference}` });
      fake.approve(payment.id);
      return answer(200, fake.notification(payment.id, secret));
    } catch (error) {
      return answer(400, { message: String(error) });
    }
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const address = control.address();
const controlPort = typeof address === 'object' && address ? address.port : 0;

process.stdout.write(`FAKE_MERCADOPAGO_URL=${fake.url}\nFAKE_MERCADOPAGO_CONTROL=http://127.0.0.1:${controlPort}\n`);
process.once('SIGTERM', () => {
  control.close();
  void fake.stop().then(() => process.exit(0));
});
