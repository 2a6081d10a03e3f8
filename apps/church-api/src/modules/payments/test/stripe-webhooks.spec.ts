import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventoIngresso } from '../../events/schema';
import { webhookRecebido } from '../schema';
import { newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { FakeStripe } from './stripe-fake';
import { deliverStripeEvent, ESPERANCA_STRIPE, paymentByCode, setupStripeTestApp } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const testApp = setupStripeTestApp(stripe);

/** A member's Pix order of one ticket at esperanca, through its own Stripe account: its code, PaymentIntent and ticket type. */
async function pixOrder(app: FastifyInstance) {
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const ticket = at(event.ingressos, 0);
  const bought = await purchase(app, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
  expect(bought.json().pagamento).toMatchObject({ status: 'pendente', pix: { copiaECola: expect.stringMatching(/^000201/) } });
  const codigo: string = bought.json().pagamento.codigo;
  const intent = (await paymentByCode(testApp().database.handle.db, codigo))?.referenciaGateway ?? '';
  expect(intent).toMatch(/^pi_/);
  return { codigo, intent, ticketId: ticket.id };
}

const statusOf = async (codigo: string) => (await paymentByCode(testApp().database.handle.db, codigo))?.status;
const soldOf = async (ticketId: number) => (await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0]?.vendidos;

describe("Stripe's webhook", () => {
  it('refuses a bad signature with a 400 problem and changes nothing', async () => {
    const { app } = testApp();
    const { codigo, intent } = await pixOrder(app);
    const event = { id: 'evt_forged_1', type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } };

    const forged = await deliverStripeEvent(app, event, { ...ESPERANCA_STRIPE, webhookSecret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(forged.json()).toMatchObject({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID', errors: [{ field: 'header.stripe-signature' }] });
    const unsigned = await app.inject({ method: 'POST', url: '/api/v1/pagamento/webhook/stripe/esperanca', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after Stripe signed it is refused too.
    const signedPayload = JSON.stringify({ id: 'evt_forged_2', object: 'event', type: 'payment_intent.payment_failed', data: { object: event.object } });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/webhook/stripe/esperanca',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: signedPayload, secret: ESPERANCA_STRIPE.webhookSecret }) },
      payload: signedPayload.replace('payment_failed', 'succeeded'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await statusOf(codigo)).toBe('pendente');
    expect(await testApp().database.handle.db.select().from(webhookRecebido).where(inArray(webhookRecebido.idEvento, ['evt_forged_1', 'evt_forged_2']))).toEqual([]);
  });

  it('applies a signed event once however often it is delivered: a failed payment gives its ticket back once', async () => {
    const { app, database } = testApp();
    const { codigo, intent, ticketId } = await pixOrder(app);
    const sold = await soldOf(ticketId);
    const failed = { id: 'evt_failed_1', type: 'payment_intent.payment_failed', object: { object: 'payment_intent', id: intent } };
    expect((await deliverStripeEvent(app, failed, ESPERANCA_STRIPE)).statusCode).toBe(204);
    expect((await deliverStripeEvent(app, failed, ESPERANCA_STRIPE)).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('nao_aprovado');
    expect(await soldOf(ticketId)).toBe((sold ?? 0) - 1);
    const seen = await database.handle.db.select().from(webhookRecebido).where(and(eq(webhookRecebido.gateway, 'stripe'), eq(webhookRecebido.idEvento, 'evt_failed_1')));
    expect(seen).toHaveLength(1);
    // A later success for the same PaymentIntent cannot bring a refused payment back.
    await deliverStripeEvent(app, { id: 'evt_late_1', type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } }, ESPERANCA_STRIPE);
    expect(await statusOf(codigo)).toBe('nao_aprovado');
  });

  it('cancels a payment whose PaymentIntent Stripe cancelled', async () => {
    const { app } = testApp();
    const { codigo, intent } = await pixOrder(app);
    await deliverStripeEvent(app, { id: 'evt_canceled_1', type: 'payment_intent.canceled', object: { object: 'payment_intent', id: intent } }, ESPERANCA_STRIPE);
    expect(await statusOf(codigo)).toBe('cancelado');
  });

  it('marks a paid order refunded when its charge is refunded in full, not in part', async () => {
    const { app } = testApp();
    const { codigo, intent } = await pixOrder(app);
    await deliverStripeEvent(app, { id: 'evt_paid_2', type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } }, ESPERANCA_STRIPE);
    expect(await statusOf(codigo)).toBe('aprovado');
    const charge = { object: 'charge', id: 'ch_test_2', payment_intent: intent, amount: 5000 };
    await deliverStripeEvent(app, { id: 'evt_refund_part', type: 'charge.refunded', object: { ...charge, amount_refunded: 1000, refunded: false } }, ESPERANCA_STRIPE);
    expect(await statusOf(codigo)).toBe('aprovado');
    await deliverStripeEvent(app, { id: 'evt_refund_all', type: 'charge.refunded', object: { ...charge, amount_refunded: 5000, refunded: true } }, ESPERANCA_STRIPE);
    expect(await statusOf(codigo)).toBe('estornado');
  });

  it('answers events it does not act on, and events about PaymentIntents that are not ours, without changing anything', async () => {
    const { app } = testApp();
    const { codigo, intent } = await pixOrder(app);
    expect((await deliverStripeEvent(app, { id: 'evt_other_1', type: 'payment_intent.created', object: { object: 'payment_intent', id: intent } }, ESPERANCA_STRIPE)).statusCode).toBe(204);
    expect((await deliverStripeEvent(app, { id: 'evt_other_2', type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: 'pi_someone_elses' } }, ESPERANCA_STRIPE)).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('pendente');
  });
});

describe("the page Stripe's 3DS returns to", () => {
  it('tells the checkout through its own script (the CSP allows no inline one)', async () => {
    const page = await testApp().app.inject({ url: '/payments/stripe/3ds-complete?payment_intent=pi_1&redirect_status=succeeded' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/payments/stripe/3ds-complete.js">');
    expect(page.body).not.toMatch(/<script>/);
    const script = await testApp().app.inject({ url: '/payments/stripe/3ds-complete.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("window.top.postMessage({ type: '3DS-authentication-complete'");
  });
});
