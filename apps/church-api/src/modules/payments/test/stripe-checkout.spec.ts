import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventoIngresso } from '../../events/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { at, type Buyer, cardToken, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { columnsContaining } from './database-text';
import { FakeStripe } from './stripe-fake';
import { deliverStripeEvent, paymentByCode, stripeEnv } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const testApp = setupTestApp({}, () => stripeEnv(stripe));

/** A new member of grace and the paid online course they buy one ticket of. */
async function courseBuyer(app: FastifyInstance) {
  const buyer = await newMember(app, 'grace');
  const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
  const ticket = at(event.ingressos, 0);
  const total = await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO');
  const buyByCard = (cartao: Record<string, unknown>) => purchase(app, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao } });
  return { buyer, event, ticket, buyByCard };
}

const soldOf = async (ticketId: number) => (await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0]?.vendidos ?? 0;
const savedCards = (app: FastifyInstance, buyer: Buyer) => call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${buyer.id}/cartoes`, token: buyer.token });

describe('buying a paid event with Stripe configured', () => {
  it('buys a ticket by card over HTTP: the card is tokenised at Stripe, charged in cents once, and its number is stored nowhere', async () => {
    const { app, database } = testApp();
    const { buyer, event, ticket, buyByCard } = await courseBuyer(app);
    const token = await cardToken(app, event.igreja, '4242 4242 4242 4242');
    expect(token).toMatch(/^pm_/);

    const bought = await buyByCard({ token });
    expect(bought.statusCode).toBe(201);
    const pagamento = bought.json().pagamento;
    expect(pagamento.status).toBe('aprovado');
    const referencia = (await paymentByCode(database.handle.db, pagamento.codigo))?.referenciaGateway ?? '';
    expect(referencia).toMatch(/^pi_/);
    expect(stripe.intentRequests().at(-1)).toMatchObject({
      idempotencyKey: `charge-${pagamento.codigo}`,
      fields: { amount: String(pagamento.total), currency: pagamento.moeda.toLowerCase(), payment_method: token, 'metadata[codigo]': pagamento.codigo },
    });
    const carrying = stripe.requests.filter((sent) => JSON.stringify(sent.fields).includes('4242424242424242'));
    expect(new Set(carrying.map((sent) => sent.path))).toEqual(new Set(['/v1/payment_methods']));
    expect(await columnsContaining(database.handle.db, '4242424242424242')).toEqual([]);
    expect(await columnsContaining(database.handle.db, referencia)).toContain('pagamento.referencia_gateway');

    // The instant wallet (gateway 4) stays with the sandbox: no PaymentIntent for it.
    const intents = stripe.intentsCreated;
    const wallet = await purchase(app, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'CARTEIRA_DIGITAL'), pagamento: { metodo: 'CARTEIRA_DIGITAL' } });
    expect(wallet.json().pagamento.status).toBe('aguardando');
    expect(stripe.intentsCreated).toBe(intents);
  });

  it("sends a 3DS card to Stripe's challenge, takes no answer of the sandbox's for it, and approves it on Stripe's webhook", async () => {
    const { app, database } = testApp();
    const { event, buyByCard } = await courseBuyer(app);
    const bought = await buyByCard({ token: await cardToken(app, event.igreja, '4000 0000 0000 3220') });
    const pagamento = bought.json().pagamento;
    expect(pagamento).toMatchObject({ status: 'em_analise', desafio: { url: expect.stringMatching(/^https:\/\/hooks\.stripe\.com\//) } });
    expect(stripe.intentRequests().at(-1)?.fields.return_url).toMatch(/\/payments\/stripe\/3ds-complete$/);
    expect((await app.inject({ url: `/sandbox/3ds/${pagamento.codigo}` })).statusCode).toBe(404);
    const answered = await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/desafio`, payload: { token: 'x'.repeat(32), aprovar: true } });
    expect(answered.statusCode).toBe(404);

    const intent = (await paymentByCode(database.handle.db, pagamento.codigo))?.referenciaGateway;
    await deliverStripeEvent(app, { id: 'evt_3ds_done', type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } });
    expect((await paymentByCode(database.handle.db, pagamento.codigo))?.status).toBe('aprovado');
  });

  it('refuses a declined card (its tickets go back), and keeps an order Stripe did not answer open until the same key asks again', async () => {
    const { app } = testApp();
    const { buyer, event, ticket, buyByCard } = await courseBuyer(app);
    const sold = await soldOf(ticket.id);
    const declined = await buyByCard({ token: await cardToken(app, event.igreja, '4000 0000 0000 0002') });
    expect(declined.statusCode).toBe(201);
    expect(declined.json().pagamento.status).toBe('nao_aprovado');
    expect(await soldOf(ticket.id)).toBe(sold);

    const token = await cardToken(app, event.igreja, '4242 4242 4242 4242');
    const body = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO'), pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token } } };
    const key = newKey();
    stripe.failNext(500);
    const unanswered = await purchase(app, buyer, event.id, body, key);
    // Whether Stripe charged is not known: not "refused" (a second press would buy twice), but a 503 to send again.
    expect(unanswered.statusCode).toBe(503);
    expect(unanswered.json()).toMatchObject({ code: 'PAYMENT_OUTCOME_UNKNOWN' });
    expect(unanswered.headers['retry-after']).toBeDefined();
    expect(await soldOf(ticket.id)).toBe(sold + 1);
    const intents = stripe.intentsCreated;
    const again = await purchase(app, buyer, event.id, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(intents + 1);
    expect((await purchase(app, buyer, event.id, body, key)).json().pagamento.codigo).toBe(again.json().pagamento.codigo);
    expect(stripe.intentsCreated).toBe(intents + 1);
  });

  it('saves a card through the cards call (at Stripe, its own customer) and charges it again as that customer', async () => {
    const { app } = testApp();
    const { buyer, event, buyByCard } = await courseBuyer(app);
    const token = await cardToken(app, event.igreja, '4242 4242 4242 4242');
    const saved = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${event.igreja}`, token: buyer.token, payload: { token } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().cartao).toMatchObject({ idGatewayPagamento: 1, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40' });
    for (let time = 0; time < 2; time += 1) {
      const paid = await buyByCard({ idCartaoSalvo: saved.json().cartao.id });
      expect(paid.json().pagamento.status).toBe('aprovado');
      expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ payment_method: token, customer: expect.stringMatching(/^cus_/) });
    }
  });

  it('keeps a card bought with and asked to be saved: Stripe is asked to set it up for later (salvarCartao), and it pays again', async () => {
    const { app } = testApp();
    const { buyer, event, buyByCard } = await courseBuyer(app);
    const bought = await buyByCard({ token: await cardToken(app, event.igreja, '4242 4242 4242 4242'), salvarCartao: true });
    expect(bought.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    const cards = (await savedCards(app, buyer)).json().cartoes;
    expect(cards).toHaveLength(1);
    const again = await buyByCard({ idCartaoSalvo: cards[0].cartoes[0].id });
    expect(again.json().pagamento.status).toBe('aprovado');
  });
});
