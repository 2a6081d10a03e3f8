import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { paymentByCode } from './stripe-test-app';

const SECRET = 'sandbox-webhook-secret';
const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0', PAYMENT_WEBHOOK_SECRET: SECRET }));

function signed(body: string, secret = SECRET) {
  const t = Math.floor(Date.now() / 1000);
  return { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}` };
}

describe("the sandbox's webhook", () => {
  it('verifies the signature over the bytes as sent, whatever their spacing and key order, and applies the event once', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'esperanca');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(event.ingressos, 0);
    const pix = (await purchase(app, member, event.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, event.id, entry.valor, 'PIX'), pagamento: { metodo: 'PIX' } })).json().pagamento;
    const referencia = (await paymentByCode(database.handle.db, pix.codigo))?.referenciaGateway;
    // Signed as a provider writes its JSON, not as JSON.stringify would: a re-serialisation would not match it.
    const body = `{ "tipo": "payment.succeeded",\n  "referencia": "${referencia}", "id": "evt_spaced_1" }`;
    const forged = await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: signed(body, 'another-secret'), payload: body });
    expect(forged.statusCode).toBe(401);
    expect((await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: signed(body), payload: body })).statusCode).toBe(204);
    expect((await paymentByCode(database.handle.db, pix.codigo))?.status).toBe('aprovado');
    expect((await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: signed(body), payload: body })).statusCode).toBe(204);
    // A body changed after signing (even to the same meaning) is refused.
    const reordered = JSON.stringify(JSON.parse(body));
    expect((await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: signed(body), payload: reordered })).statusCode).toBe(401);
  });
});
