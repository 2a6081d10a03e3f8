import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { rowsOf } from '../../../platform/db/rows';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { SecretsKeyMissingError, SecretUnreadableError } from '@church/api-platform/secrets/church-secrets';
import { paymentServices } from '../payment-services';
import { paymentSettingsFrom } from '../payment-settings';
import { igrejaMetodoProvedor, igrejaProvedorPagamento, webhookRecebido } from '../schema';
import { columnsContaining } from './database-text';
import { watchedApp } from './watched-app';
import { FakeStripe } from './stripe-fake';
import { configureStripe, deliverStripeEvent, ESPERANCA_STRIPE, paymentByCode, type StripeAccount, STRIPE_WEBHOOK_SECRET, stripeEnv, TEST_SECRETS_KEYS } from './stripe-test-app';

const stripe = new FakeStripe();
const VIDA_STRIPE: StripeAccount = {
  church: 'vida',
  secretKey: 'sk_test_vida000000000000000000000',
  publishableKey: 'pk_test_vida000000000000000000000',
  webhookSecret: 'whsec_vidaWebhookSecret0000000000',
};
const ROTATED_KEY = `test2:${'a7'.repeat(32)}`;
/** Every secret of this file: none may be in an answer, a log line or a readable column. */
const SECRETS = [ESPERANCA_STRIPE.secretKey, ESPERANCA_STRIPE.webhookSecret, VIDA_STRIPE.secretKey, VIDA_STRIPE.webhookSecret, STRIPE_WEBHOOK_SECRET, 'sk_test_fake', '5e'.repeat(32), 'a7'.repeat(32)];
const CARD = '4242 4242 4242 4242';

let app: FastifyInstance;
let database: TestDatabase;
let logLines: string[];
let answers: string[];

beforeAll(async () => {
  await stripe.start();
  ({ app, database, logLines, answers } = await watchedApp(stripeEnv(stripe)));
  await configureStripe(app, database.handle.db, ESPERANCA_STRIPE);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await stripe.stop();
});

const db = () => database.handle.db;
const methodsOf = async (slug: string) => (await call(app, { url: `/api/v1/igreja/${slug}/metodo-pagamento/` })).json().metodosPagamento as { codigo: string; provedor: string; chavePublicavel: string | null }[];
const provider = (methods: Awaited<ReturnType<typeof methodsOf>>, codigo: string) => methods.find((method) => method.codigo === codigo);

/** Waits until the app has heard a configuration change (the tables' triggers notify igreja_alterada). */
async function untilShown(slug: string, codigo: string, provedor: string) {
  for (const started = Date.now(); provider(await methodsOf(slug), codigo)?.provedor !== provedor; await new Promise((resolve) => setTimeout(resolve, 25))) {
    if (Date.now() - started > 30_000) throw new Error(`${slug}'s ${codigo} never became ${provedor}`);
  }
}

/** An esperanca member's Pix order of the conference's first ticket type: through esperanca's own Stripe account. */
async function esperancaPixOrder() {
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const ticket = at(event.ingressos, 0);
  const bought = await purchase(app, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
  expect(bought.statusCode).toBe(201);
  const codigo: string = bought.json().pagamento.codigo;
  return { buyer, codigo, intent: (await paymentByCode(db(), codigo))?.referenciaGateway ?? '' };
}

/** A vida member's one-off gift by card (its Diezmo). */
async function vidaCardGift(token: string) {
  const member = await newMember(app, 'vida');
  const diezmo = reasonNamed(await givingOptions(app, SLUGS.vida), 'Diezmo');
  return give(app, { igreja: member.igreja, motivos: [{ idMotivo: diezmo.id, valor: 2500 }], totalEsperado: 2500, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token } } }, { token: member.token });
}

const paidEvent = (id: string, intent: string) => ({ id, type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } });
const eventsSeen = (idEvento: string) => db().select().from(webhookRecebido).where(eq(webhookRecebido.idEvento, idEvento));

describe("each church's own gateway (issue 24)", () => {
  it('charges each church through its own Stripe account, and tells each church\'s browser only its own publishable key', async () => {
    // esperanca: its own account (ESPERANCA_STRIPE).
    const { intent } = await esperancaPixOrder();
    expect(intent).toMatch(/^pi_/);
    expect(stripe.intentRequests().at(-1)?.apiKey).toBe(ESPERANCA_STRIPE.secretKey);

    // grace: the environment's keys (STRIPE_CHURCH=grace), its single-church default.
    const buyer = await newMember(app, 'grace');
    const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(course.ingressos, 0);
    const bought = await purchase(app, buyer, course.id, {
      ingressos: tickets(ticket.id, 1),
      totalEsperado: await feeTotal(app, course.id, ticket.valor, 'CARTAO_CREDITO'),
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await stripe.browserPaymentMethod(CARD) } },
    });
    expect(bought.statusCode).toBe(201);
    expect(stripe.intentRequests().at(-1)).toMatchObject({ apiKey: 'sk_test_fake', fields: { 'metadata[codigo]': bought.json().pagamento.codigo } });

    // vida: no account, not the default: the sandbox (its card tokens are the sandbox's).
    const intents = stripe.intentsCreated;
    const vidaGift = await vidaCardGift(await cardToken(app, await churchId(app, 'vida')));
    expect(vidaGift.statusCode).toBe(201);
    expect(vidaGift.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(intents);

    const esperanca = await methodsOf(SLUGS.esperanca);
    expect(provider(esperanca, 'PIX')).toMatchObject({ provedor: 'stripe', chavePublicavel: ESPERANCA_STRIPE.publishableKey });
    expect(provider(esperanca, 'CARTAO_CREDITO')).toMatchObject({ provedor: 'stripe', chavePublicavel: ESPERANCA_STRIPE.publishableKey });
    expect(provider(esperanca, 'DINHEIRO')).toMatchObject({ provedor: 'sandbox', chavePublicavel: null });
    const grace = await methodsOf(SLUGS.grace);
    expect(provider(grace, 'CARTAO_CREDITO')).toMatchObject({ provedor: 'stripe', chavePublicavel: 'pk_test_fake' });
    expect(provider(grace, 'CARTEIRA_DIGITAL')).toMatchObject({ provedor: 'sandbox', chavePublicavel: null });
    expect(provider(await methodsOf(SLUGS.vida), 'CARTAO_CREDITO')).toMatchObject({ provedor: 'sandbox', chavePublicavel: null });
    // The bootstrap (what the shell and the checkout read) says the same, per church.
    const bootstrap = await app.inject({ url: '/bff/tenant', headers: { host: 'esperanca.localhost:3000' } });
    expect(provider(bootstrap.json().metodosPagamento, 'PIX')).toMatchObject({ provedor: 'stripe', chavePublicavel: ESPERANCA_STRIPE.publishableKey });
    expect(bootstrap.body).not.toContain('pk_test_fake');
  });

  it('follows a change of a church\'s configuration at once, in every module, without a restart', async () => {
    const vida = await churchId(app, 'vida');
    await configureStripe(app, db(), { ...VIDA_STRIPE });
    // The giving module's gateways heard it too: vida's gift goes to vida's own account.
    const gift = await vidaCardGift(await stripe.browserPaymentMethod(CARD));
    expect(gift.statusCode).toBe(201);
    expect(gift.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentRequests().at(-1)?.apiKey).toBe(VIDA_STRIPE.secretKey);
    // A sandbox card token is refused there now, before any order.
    const stale = await vidaCardGift('tok_made_by_the_sandbox_before');
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: 'CARD_INVALID' });

    // Back to the sandbox: its account stays (its payments can still be refunded, its webhooks verified), its methods go.
    const { configuration } = paymentServices(db(), paymentSettingsFrom(stripeEnv(stripe)));
    await configuration.useSandbox(vida);
    await untilShown(SLUGS.vida, 'CARTAO_CREDITO', 'sandbox');
    const intents = stripe.intentsCreated;
    const sandboxGift = await vidaCardGift(await cardToken(app, vida));
    expect(sandboxGift.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(intents);
    expect((await configuration.read(vida)).providers.map((row) => row.provider)).toEqual(['stripe']);
  });

  it("refuses at one church's address a webhook signed with another church's secret, with a 400 that changes nothing; applies each church's events to its own payments, once", async () => {
    const { codigo, intent } = await esperancaPixOrder();
    const at = (church: string) => ({ ...ESPERANCA_STRIPE, church });

    // grace's secret (the environment's) at esperanca's address, esperanca's at grace's (both addresses of grace).
    const withGraceSecret = await deliverStripeEvent(app, paidEvent('evt_cross_1', intent), { ...ESPERANCA_STRIPE, webhookSecret: STRIPE_WEBHOOK_SECRET });
    expect(withGraceSecret.statusCode).toBe(400);
    expect(withGraceSecret.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(withGraceSecret.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await deliverStripeEvent(app, paidEvent('evt_cross_2', intent), at('grace'))).statusCode).toBe(400);
    expect((await deliverStripeEvent(app, paidEvent('evt_cross_3', intent), ESPERANCA_STRIPE.webhookSecret)).statusCode).toBe(400);
    // vida's own secret at vida's address, naming esperanca's PaymentIntent: verified, but not vida's payment.
    expect((await deliverStripeEvent(app, paidEvent('evt_cross_4', intent), VIDA_STRIPE)).statusCode).toBe(204);
    expect((await paymentByCode(db(), codigo))?.status).toBe('pendente');
    for (const id of ['evt_cross_1', 'evt_cross_2', 'evt_cross_3']) expect(await eventsSeen(id)).toEqual([]);

    // Two churches on one Stripe account each get its events at their own address: each applies them to its own payments.
    const shared = paidEvent('evt_shared_1', intent);
    expect((await deliverStripeEvent(app, shared, VIDA_STRIPE)).statusCode).toBe(204);
    expect((await paymentByCode(db(), codigo))?.status).toBe('pendente');
    expect((await deliverStripeEvent(app, shared, ESPERANCA_STRIPE)).statusCode).toBe(204);
    expect((await paymentByCode(db(), codigo))?.status).toBe('aprovado');
    expect((await deliverStripeEvent(app, shared, ESPERANCA_STRIPE)).statusCode).toBe(204);
    const esperancaId = await churchId(app, 'esperanca');
    expect((await eventsSeen('evt_shared_1')).filter((row) => row.igrejaId === esperancaId)).toHaveLength(1);
  });

  it('answers malformed webhooks and addresses of no church with a 4xx problem that changes nothing', async () => {
    const { codigo, intent } = await esperancaPixOrder();
    const payload = JSON.stringify({ id: 'evt_malformed', object: 'event', type: 'payment_intent.succeeded', data: { object: { object: 'payment_intent', id: intent } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: ESPERANCA_STRIPE.webhookSecret });
    const post = (url: string, headers: Record<string, string>, body: string) => app.inject({ method: 'POST', url, headers, payload: body });
    const json = { 'content-type': 'application/json' };
    for (const code of ['nowhere', 'GRACE', 'esperanca%2F..', 'a'.repeat(64), '-esperanca', 'fechada']) {
      const answer = await post(`/api/v1/pagamento/webhook/stripe/${code}`, { ...json, 'stripe-signature': signature }, payload);
      expect([404], `${code}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const refused = [
      await post('/api/v1/pagamento/webhook/stripe/esperanca', json, payload),
      await post('/api/v1/pagamento/webhook/stripe/esperanca', { ...json, 'stripe-signature': 't=1,v1=00' }, payload),
      await post('/api/v1/pagamento/webhook/stripe/esperanca', { ...json, 'stripe-signature': signature }, `${payload} `),
      await post('/api/v1/pagamento/webhook/stripe/esperanca', { 'content-type': 'text/plain', 'stripe-signature': signature }, 'not json'),
      await post('/api/v1/pagamento/webhook/stripe/esperanca', { ...json, 'stripe-signature': signature }, ''),
    ];
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await paymentByCode(db(), codigo))?.status).toBe('pendente');
    expect(await eventsSeen('evt_malformed')).toEqual([]);
  });

  it("keeps every church's secrets unreadable in the database: sealed, with the key's id beside them", async () => {
    const rows = rowsOf<{ igreja_id: number; provedor: string; chave_publica: string; chave_cifra: string; credenciais: string }>(await db().execute(sql`select * from igreja_provedor_pagamento order by igreja_id`));
    expect(rows.map((row) => row.provedor)).toEqual(['stripe', 'stripe']);
    for (const row of rows) {
      expect(row.chave_cifra).toBe('test1');
      expect(row.credenciais).toMatch(/^v1\.[A-Za-z0-9_-]{60,}$/);
      for (const secret of SECRETS) expect(row.credenciais).not.toContain(secret);
      expect([ESPERANCA_STRIPE.publishableKey, VIDA_STRIPE.publishableKey]).toContain(row.chave_publica);
    }
    for (const secret of SECRETS) expect(await columnsContaining(db(), secret), secret).toEqual([]);
  });

  it("opens no secret moved to another church's row: that church's provider answers 503, and nothing goes to the sandbox", async () => {
    const [esperanca, vida] = [await churchId(app, 'esperanca'), await churchId(app, 'vida')];
    const [esperancaRow] = await db().select().from(igrejaProvedorPagamento).where(eq(igrejaProvedorPagamento.igrejaId, esperanca));
    if (!esperancaRow) throw new Error('esperanca has no account');
    await db()
      .update(igrejaProvedorPagamento)
      .set({ credenciais: esperancaRow.credenciais, chaveCifra: esperancaRow.chaveCifra })
      .where(and(eq(igrejaProvedorPagamento.igrejaId, vida), eq(igrejaProvedorPagamento.provedor, 'stripe')));
    await db().insert(igrejaMetodoProvedor).values({ igrejaId: vida, metodo: 'CARTAO_CREDITO', provedor: 'stripe' });
    await untilShown(SLUGS.vida, 'CARTAO_CREDITO', 'stripe');

    const { configuration } = paymentServices(db(), paymentSettingsFrom(stripeEnv(stripe)));
    const [moved] = (await configuration.read(vida)).providers;
    expect(() => configuration.credentials(vida, moved ?? esperancaRow as never)).toThrow(SecretUnreadableError);
    const intents = stripe.intentsCreated;
    const gift = await vidaCardGift(await stripe.browserPaymentMethod(CARD));
    expect(gift.statusCode).toBe(503);
    expect(gift.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(stripe.intentsCreated).toBe(intents);
    const webhook = await deliverStripeEvent(app, paidEvent('evt_moved_1', 'pi_whatever'), VIDA_STRIPE);
    expect(webhook.statusCode).toBe(503);
    expect(logLines.some((line) => line.includes("payment provider cannot be used here") && line.includes(`"igrejaId":${vida}`))).toBe(true);

    // Configured again (every key given: the unreadable row is not opened), vida's account works again.
    await configuration.configure(vida, { provider: 'stripe', secrets: { secretKey: VIDA_STRIPE.secretKey, webhookSecret: VIDA_STRIPE.webhookSecret }, publicKey: VIDA_STRIPE.publishableKey });
    for (const started = Date.now(); (await deliverStripeEvent(app, paidEvent('evt_moved_2', 'pi_whatever'), VIDA_STRIPE)).statusCode !== 204; await new Promise((resolve) => setTimeout(resolve, 25))) {
      if (Date.now() - started > 30_000) throw new Error("vida's account never came back");
    }
  });

  it('re-encrypts every church\'s secrets under a new first key: they open with it alone, and the old key can go', async () => {
    const before = await db().select().from(igrejaProvedorPagamento);
    const rotated = paymentServices(db(), paymentSettingsFrom({ ...stripeEnv(stripe), PAYMENT_SECRETS_KEYS: `${ROTATED_KEY},${TEST_SECRETS_KEYS}` }));
    expect(await rotated.configuration.reencryptAll()).toEqual({ rewritten: 2, current: 0, unreadable: [] });
    expect(await rotated.configuration.reencryptAll()).toEqual({ rewritten: 0, current: 2, unreadable: [] });
    const after = await db().select().from(igrejaProvedorPagamento);
    for (const row of after) {
      expect(row.chaveCifra).toBe('test2');
      expect(before.find((old) => old.igrejaId === row.igrejaId)?.credenciais).not.toBe(row.credenciais);
    }
    const esperanca = await churchId(app, 'esperanca');
    const onlyNew = paymentServices(db(), paymentSettingsFrom({ ...stripeEnv(stripe), PAYMENT_SECRETS_KEYS: ROTATED_KEY }));
    expect(await onlyNew.gateway.webhookSecret(esperanca, 'stripe')).toBe(ESPERANCA_STRIPE.webhookSecret);
    const [row] = (await onlyNew.configuration.read(esperanca)).providers;
    expect(row && onlyNew.configuration.credentials(esperanca, row)).toEqual({ secretKey: ESPERANCA_STRIPE.secretKey, webhookSecret: ESPERANCA_STRIPE.webhookSecret });
    // The old key alone no longer opens them.
    const onlyOld = paymentServices(db(), paymentSettingsFrom(stripeEnv(stripe)));
    expect(await onlyOld.gateway.webhookSecret(esperanca, 'stripe')).toBeNull();
  });

  it('refuses to configure a gateway without PAYMENT_SECRETS_KEYS, saying so; an app without it still starts, and serves no sealed church by the sandbox', async () => {
    const { PAYMENT_SECRETS_KEYS: _key, ...withoutKey } = stripeEnv(stripe);
    const { configuration } = paymentServices(db(), paymentSettingsFrom(withoutKey));
    const vida = await churchId(app, 'vida');
    await expect(configuration.configure(vida, { provider: 'stripe', methods: ['CARTAO_CREDITO'], secrets: { secretKey: VIDA_STRIPE.secretKey, webhookSecret: VIDA_STRIPE.webhookSecret }, publicKey: VIDA_STRIPE.publishableKey })).rejects.toThrow(
      SecretsKeyMissingError,
    );
    await expect(configuration.configure(vida, { provider: 'stripe', secrets: {} })).rejects.toThrow(/PAYMENT_SECRETS_KEYS is not set/);
    await expect(configuration.reencryptAll()).rejects.toThrow(SecretsKeyMissingError);

    const shared = Object.create(database.handle, { close: { value: async () => undefined } }) as typeof database.handle;
    const keyless = await buildApp({ config: { ...loadConfig({ MAILBOX_ENABLED: 'true', ...withoutKey }), webDist: null }, database: shared, validateResponses: true });
    await keyless.ready();
    try {
      const member = await newMember(keyless, 'vida');
      const diezmo = reasonNamed(await givingOptions(keyless, SLUGS.vida), 'Diezmo');
      const refused = await give(keyless, { igreja: member.igreja, motivos: [{ idMotivo: diezmo.id, valor: 2500 }], totalEsperado: 2500, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: 'tok_anything_at_all' } } }, { token: member.token });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      expect((await keyless.inject({ url: `/api/v1/igreja/${SLUGS.vida}/metodo-pagamento/`, headers: { host: 'vida.localhost:3000' } })).json().metodosPagamento).toContainEqual(
        expect.objectContaining({ codigo: 'CARTAO_CREDITO', provedor: 'stripe', chavePublicavel: VIDA_STRIPE.publishableKey }),
      );
    } finally {
      await keyless.close();
    }
  });

  it('wrote no secret to any log line, and gave none in any answer', () => {
    expect(answers.length).toBeGreaterThan(50);
    expect(logLines.some((line) => line.includes('"msg":"incoming request"'))).toBe(true);
    for (const secret of SECRETS) {
      expect(logLines.filter((line) => line.includes(secret)), secret).toEqual([]);
      expect(answers.filter((answer) => answer.includes(secret)), secret).toEqual([]);
    }
  });
});

describe('the sandbox\'s controls in production', () => {
  let production: FastifyInstance;
  let productionDatabase: TestDatabase;
  beforeAll(async () => {
    productionDatabase = await createTestDatabase();
    const env = { MAILBOX_ENABLED: 'true', NODE_ENV: 'production', PAYMENT_JOB_INTERVAL_MS: '0', STRIPE_API_URL: stripe.url, PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS };
    production = await buildApp({ config: { ...loadConfig(env), webDist: null }, database: productionDatabase.handle, validateResponses: true });
    await production.ready();
  });
  afterAll(async () => {
    await production?.close();
    await productionDatabase?.dispose();
  });

  it('act only at churches no real provider serves: a sandbox Pix at a church with its own Stripe account cannot be marked paid', async () => {
    const esperanca = await configureStripe(production, productionDatabase.handle.db, ESPERANCA_STRIPE);
    const { configuration } = paymentServices(productionDatabase.handle.db, paymentSettingsFrom({ PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS }));
    // Stripe takes esperanca's cards only: its Pix is the sandbox's.
    await configuration.configure(esperanca, { provider: 'stripe', methods: ['CARTAO_CREDITO'], secrets: {} });
    const pixOrder = async () => {
      const buyer = await newMember(production, 'esperanca');
      const event = await eventDetail(production, SLUGS.esperanca, await eventIdByName(production, 'Conferência de Mulheres'));
      const ticket = at(event.ingressos, 0);
      const bought = await purchase(production, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(production, event.id, ticket.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
      return { buyer, codigo: bought.json().pagamento.codigo as string };
    };
    const markPaid = (codigo: string, token: string) => call(production, { method: 'POST', url: `/api/v1/pagamento/sandbox/${codigo}/pagar`, token });
    for (const started = Date.now(); (await paymentByCode(productionDatabase.handle.db, (await pixOrder()).codigo))?.gateway !== 'sandbox'; ) {
      if (Date.now() - started > 30_000) throw new Error("esperanca's Pix never went to the sandbox");
    }
    const atProviderChurch = await pixOrder();
    expect((await paymentByCode(productionDatabase.handle.db, atProviderChurch.codigo))?.gateway).toBe('sandbox');
    expect((await markPaid(atProviderChurch.codigo, atProviderChurch.buyer.token)).statusCode).toBe(404);
    expect((await paymentByCode(productionDatabase.handle.db, atProviderChurch.codigo))?.status).toBe('pendente');

    // Its account forgotten, esperanca is a sandbox church again (a demo church): its sandbox Pix can be marked paid.
    await configuration.remove(esperanca, 'stripe');
    for (const started = Date.now(); (await markPaid(atProviderChurch.codigo, atProviderChurch.buyer.token)).statusCode !== 200; await new Promise((resolve) => setTimeout(resolve, 25))) {
      if (Date.now() - started > 30_000) throw new Error('The sandbox never took esperanca back');
    }
    expect((await paymentByCode(productionDatabase.handle.db, atProviderChurch.codigo))?.status).toBe('aprovado');
  });
});
