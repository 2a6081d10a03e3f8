import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { sandboxCartao, usuarioCartaoGatewayPagamento } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { FakeStripe } from './stripe-fake';
import { paymentByCode, setupStripeTestApp, stripeEnv } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const WEBHOOK_SECRET = 'sandbox-boundary-secret';
const testApp = setupStripeTestApp(stripe, { PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });

/** A member of esperanca and a Pix order of theirs, made by esperanca's own Stripe account. */
async function stripePixOrder() {
  const { app } = testApp();
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const entry = at(event.ingressos, 0);
  const bought = await purchase(app, buyer, event.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, event.id, entry.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
  expect(bought.statusCode).toBe(201);
  return { buyer, event, pagamento: bought.json().pagamento };
}

describe('the sandbox acts only on what it made', () => {
  it("refuses to mark paid a Stripe Pix order, or gift, of the caller's own: it stays unpaid and holds no free ticket", async () => {
    const { app, database } = testApp();
    const { buyer, pagamento } = await stripePixOrder();
    expect((await paymentByCode(database.handle.db, pagamento.codigo))?.gateway).toBe('stripe');
    const marked = await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/pagar`, token: buyer.token });
    expect(marked.statusCode).toBe(404);
    expect((await paymentByCode(database.handle.db, pagamento.codigo))?.status).toBe('pendente');

    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const gift = await give(app, { igreja: buyer.igreja, motivos: [{ idMotivo: dizimo.id, valor: 1_000_000 }], totalEsperado: 1_000_000, pagamento: { metodo: 'PIX' } }, { token: buyer.token });
    const giftCode = gift.json().pagamento.codigo;
    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${giftCode}/pagar`, token: buyer.token })).statusCode).toBe(404);
    expect((await paymentByCode(database.handle.db, giftCode))?.status).toBe('pendente');
  });

  it("refuses to mark paid a visitor's Stripe order with its access key", async () => {
    const { app, database } = testApp();
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(event.ingressos, 0);
    const ordered = await call(app, {
      method: 'POST',
      url: `/api/v1/evento/${event.id}/inscricao-visitante/`,
      headers: { 'idempotency-key': 'v'.repeat(40) },
      payload: {
        ingressos: tickets(entry.id, 1),
        totalEsperado: await feeTotal(app, event.id, entry.valor, 'PIX'),
        pagamento: { metodo: 'PIX' },
        visitante: { nome: 'Ana', sobrenome: 'Souza', email: 'ana-sandbox-boundary@example.org', cpf: '529.982.247-25' },
      },
    });
    expect(ordered.statusCode).toBe(201);
    const { chaveAcesso, pagamento } = ordered.json();
    const marked = await call(app, { method: 'POST', url: `/api/v1/evento/inscricao-visitante/${pagamento.codigo}/sandbox/pagar`, headers: { 'x-chave-acesso': chaveAcesso } });
    expect(marked.statusCode).toBe(404);
    expect((await paymentByCode(database.handle.db, pagamento.codigo))?.status).toBe('pendente');
  });

  it("applies the sandbox's signed webhook only to the sandbox's own payments", async () => {
    const { app, database } = testApp();
    const { pagamento } = await stripePixOrder();
    const referencia = (await paymentByCode(database.handle.db, pagamento.codigo))?.referenciaGateway ?? '';
    // Even a correctly signed sandbox event cannot pay what Stripe made.
    const body = JSON.stringify({ id: 'evt_forged_1', tipo: 'payment.succeeded', referencia });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
    const delivered = await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, payload: body });
    expect(delivered.statusCode).toBe(204);
    expect((await paymentByCode(database.handle.db, pagamento.codigo))?.status).toBe('pendente');
  });
});

describe('a sandbox card token once a real provider charges cards', () => {
  it('is refused (no order is made), and the sandbox cards saved before are forgotten', async () => {
    const { database } = testApp();
    // The same database served by the sandbox alone first (an app that leaves the database open when it closes): a member saves a sandbox card there.
    const shared = Object.create(database.handle, { close: { value: async () => undefined } }) as typeof database.handle;
    const sandboxOnly = await buildApp({ config: { ...loadConfig({ MAILBOX_ENABLED: 'true', PAYMENT_JOB_INTERVAL_MS: '0' }), webDist: null }, database: shared, validateResponses: true });
    await sandboxOnly.ready();
    let member;
    let staleToken = '';
    try {
      member = await newMember(sandboxOnly, 'grace');
      staleToken = await cardToken(sandboxOnly, member.igreja);
      expect(staleToken).toMatch(/^tok_/);
      const saved = await call(sandboxOnly, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${member.igreja}`, token: member.token, payload: { token: staleToken } });
      expect(saved.statusCode).toBe(201);
    } finally {
      await sandboxOnly.close();
    }
    // Then Stripe is switched on: a new app on the same database.
    const withStripe = await buildApp({ config: { ...loadConfig({ MAILBOX_ENABLED: 'true', ...stripeEnv(stripe) }), webDist: null }, database: shared, validateResponses: true });
    await withStripe.ready();
    try {
      expect(await database.handle.db.select().from(sandboxCartao)).toEqual([]);
      expect((await database.handle.db.select().from(usuarioCartaoGatewayPagamento)).filter((card) => card.token.startsWith('tok_'))).toEqual([]);
      const course = await eventDetail(withStripe, SLUGS.grace, await eventIdByName(withStripe, 'Online Course: Reading Romans'));
      const ticket = at(course.ingressos, 0);
      const intents = stripe.intentsCreated;
      const bought = await purchase(withStripe, member, course.id, {
        ingressos: tickets(ticket.id, 1),
        totalEsperado: await feeTotal(withStripe, course.id, ticket.valor, 'CARTAO_CREDITO'),
        pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: staleToken } },
      });
      expect(bought.statusCode).toBe(422);
      expect(bought.json()).toMatchObject({ code: 'CARD_INVALID', errors: [{ field: 'body.pagamento.cartao.token' }] });
      expect(stripe.intentsCreated).toBe(intents);
      const cards = await call(withStripe, { url: `/api/v1/usuario/${SLUGS.grace}/${member.id}/cartoes`, token: member.token });
      expect(cards.json()).toEqual({ cartoes: [] });
    } finally {
      await withStripe.close();
    }
  });
});

describe('the sandbox in production with a real provider', () => {
  const production = setupTestApp({}, () => ({ ...stripeEnv(stripe), NODE_ENV: 'production' }));

  it('serves none of its controls: mark paid, the 3DS page and answer, and its webhook are 404', async () => {
    const { app } = production();
    const member = await newMember(app, 'grace');
    const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(course.ingressos, 0);
    // The instant wallet stays with the sandbox even with Stripe on; its controls still do not exist here.
    const wallet = await purchase(app, member, course.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, course.id, ticket.valor, 'CARTEIRA_DIGITAL'), pagamento: { metodo: 'CARTEIRA_DIGITAL' } });
    const codigo = wallet.json().pagamento.codigo;
    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${codigo}/pagar`, token: member.token })).statusCode).toBe(404);
    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${codigo}/desafio`, payload: { token: 'x'.repeat(32), aprovar: true } })).statusCode).toBe(404);
    expect((await app.inject({ url: `/sandbox/3ds/${codigo}?token=${'x'.repeat(32)}` })).statusCode).toBe(404);
    const body = JSON.stringify({ id: 'evt_prod_1', tipo: 'payment.succeeded', referencia: `sbx_${codigo}` });
    const hook = await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=' + '0'.repeat(64) }, payload: body });
    expect(hook.statusCode).toBe(404);
  });
});
