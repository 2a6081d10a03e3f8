import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioIgreja } from '@church/api-platform/identity/identity-tables';
import { eventoIngresso } from '../../events/schema';
import { clienteGatewayPagamento } from '../schema';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { at, type Buyer, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { columnsContaining } from './database-text';
import { FakeStripe } from './stripe-fake';
import { deliverStripeEvent, paymentByCode, setupStripeTestApp } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
// grace is served by the environment's Stripe account, esperança by its own.
const testApp = setupStripeTestApp(stripe);

const CARD = '4242 4242 4242 4242';
const THREE_D_SECURE = '4000 0027 6000 3184';
const DECLINED = '4000 0000 0000 9995';

/** A new member of grace and the paid online course they buy one ticket of. */
async function courseBuyer(app: FastifyInstance) {
  const buyer = await newMember(app, 'grace');
  const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
  const ticket = at(event.ingressos, 0);
  const total = await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO');
  const body = (cartao: Record<string, unknown>) => ({ ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao } });
  const buyByCard = (cartao: Record<string, unknown>, who: Buyer = buyer, key = newKey()) => purchase(app, who, event.id, body(cartao), key);
  return { buyer, event, ticket, body, buyByCard };
}

const soldOf = async (ticketId: number) => (await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0]?.vendidos ?? 0;
const savedCards = (app: FastifyInstance, buyer: Buyer) => call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${buyer.id}/cartoes`, token: buyer.token });
const saveCard = (app: FastifyInstance, buyer: Buyer, igreja: number, payload: Record<string, unknown>) =>
  call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${igreja}`, token: buyer.token, payload });
const startSetup = (app: FastifyInstance, buyer: Buyer, igreja: number) => call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/configuracao?igreja=${igreja}`, token: buyer.token });
const confirmAfterAction = (app: FastifyInstance, igreja: number, codigo: string, clientSecret: string) =>
  call(app, { method: 'POST', url: `/api/v1/pagamento/stripe/${codigo}/confirmacao?igreja=${igreja}`, payload: { clientSecret } });

/** A card saved in Stripe's fields on the add-card screen: the SetupIntent made for the member, confirmed by Stripe.js in their browser, then saved by its id. */
async function cardSavedThroughSetup(app: FastifyInstance, buyer: Buyer, igreja: number, number = CARD) {
  const setup = await startSetup(app, buyer, igreja);
  expect(setup.statusCode).toBe(201);
  const clientSecret = setup.json().clientSecret as string;
  const confirmed = await stripe.browserConfirmSetup(clientSecret, number);
  return { clientSecret, setupIntent: confirmed.id as string, confirmed, save: () => saveCard(app, buyer, igreja, { setupIntent: confirmed.id }) };
}

describe('paying by card where Stripe serves cards: card data only in Stripe’s fields (issue 24)', () => {
  it('charges the PaymentMethod Stripe.js made in the browser, once, in cents; card numbers never reach our server and are stored nowhere', async () => {
    const { app, database } = testApp();
    const { buyer, event, buyByCard } = await courseBuyer(app);
    const token = await stripe.browserPaymentMethod(CARD);
    expect(token).toMatch(/^pm_/);

    const bought = await buyByCard({ token });
    expect(bought.statusCode).toBe(201);
    const pagamento = bought.json().pagamento;
    expect(pagamento.status).toBe('aprovado');
    const referencia = (await paymentByCode(database.handle.db, pagamento.codigo))?.referenciaGateway ?? '';
    expect(referencia).toMatch(/^pi_/);
    expect(stripe.intentRequests().at(-1)).toMatchObject({
      idempotencyKey: `charge-${pagamento.codigo}`,
      fields: { amount: String(pagamento.total), currency: pagamento.moeda.toLowerCase(), payment_method: token, use_stripe_sdk: 'true', 'metadata[codigo]': pagamento.codigo },
    });
    // The number went to Stripe from the browser (the publishable key) only; our server (the secret key) never sent it.
    const carrying = stripe.requests.filter((sent) => JSON.stringify(sent.fields).includes('4242424242424242'));
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.every((sent) => sent.apiKey.startsWith('pk_test_') && sent.path === '/v1/payment_methods')).toBe(true);
    expect(await columnsContaining(database.handle.db, '4242424242424242')).toEqual([]);

    // The card-token call takes no card number here: refused before anything is sent anywhere, and the number is in no answer.
    const sentToStripe = stripe.requests.length;
    const raw = await call(app, { method: 'POST', url: `/api/v1/general/payment/church/${event.igreja}/card/token`, payload: { numero: '4000 0566 5566 5556', titular: 'Joana Pereira', validade: '12/40', cvv: '321' } });
    expect(raw.statusCode).toBe(403);
    expect(raw.json()).toMatchObject({ code: 'RAW_CARD_DATA_REFUSED' });
    expect(raw.body).not.toContain('5556');
    expect(stripe.requests.length).toBe(sentToStripe);
    expect(await columnsContaining(database.handle.db, '4000056655665556')).toEqual([]);
    expect((await savedCards(app, buyer)).json().cartoes).toEqual([]);
  });

  it('runs a 3DS check through Stripe.js, then reads the PaymentIntent from Stripe (never the browser’s word) and records what it says', async () => {
    const { app, database } = testApp();
    const { event, buyByCard } = await courseBuyer(app);
    const bought = await buyByCard({ token: await stripe.browserPaymentMethod(THREE_D_SECURE) });
    const pagamento = bought.json().pagamento;
    expect(pagamento.status).toBe('em_analise');
    expect(pagamento.desafio).toEqual({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    const clientSecret = pagamento.desafio.clientSecret as string;
    expect((await paymentByCode(database.handle.db, pagamento.codigo))?.reservaAte).toBeInstanceOf(Date);
    // Not the sandbox's challenge: its page and answer know nothing of it.
    expect((await app.inject({ url: `/sandbox/3ds/${pagamento.codigo}` })).statusCode).toBe(404);
    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/desafio`, payload: { token: 'x'.repeat(32), aprovar: true } })).statusCode).toBe(404);

    // Asked before the buyer answered their bank: still waiting.
    expect((await confirmAfterAction(app, event.igreja, pagamento.codigo, clientSecret)).json().pagamento.status).toBe('em_analise');
    // Another secret, another church, another payment's code: nothing to confirm.
    expect((await confirmAfterAction(app, event.igreja, pagamento.codigo, `${clientSecret.split('_secret_')[0]}_secret_forged`)).statusCode).toBe(404);
    const esperanca = await churchId(app, 'esperanca');
    expect((await confirmAfterAction(app, esperanca, pagamento.codigo, clientSecret)).statusCode).toBe(404);

    await stripe.browserAuthenticate(clientSecret, true);
    const confirmed = await confirmAfterAction(app, event.igreja, pagamento.codigo, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().pagamento).toMatchObject({ codigo: pagamento.codigo, status: 'aprovado', reservaAte: null });
    // Stripe's webhook for it afterwards changes nothing, and asking again answers the same.
    const intent = (await paymentByCode(database.handle.db, pagamento.codigo))?.referenciaGateway;
    await deliverStripeEvent(app, { id: `evt_3ds_${pagamento.codigo}`, type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } });
    expect((await confirmAfterAction(app, event.igreja, pagamento.codigo, clientSecret)).json().pagamento.status).toBe('aprovado');
  });

  it('refuses a payment whose 3DS check failed (its tickets go back on sale), and a declined card', async () => {
    const { app } = testApp();
    const { event, ticket, buyByCard } = await courseBuyer(app);
    const sold = await soldOf(ticket.id);
    const challenged = (await buyByCard({ token: await stripe.browserPaymentMethod(THREE_D_SECURE) })).json().pagamento;
    expect(await soldOf(ticket.id)).toBe(sold + 1);
    await stripe.browserAuthenticate(challenged.desafio.clientSecret, false);
    expect((await confirmAfterAction(app, event.igreja, challenged.codigo, challenged.desafio.clientSecret)).json().pagamento.status).toBe('nao_aprovado');
    expect(await soldOf(ticket.id)).toBe(sold);

    const declined = await buyByCard({ token: await stripe.browserPaymentMethod(DECLINED) });
    expect(declined.statusCode).toBe(201);
    expect(declined.json().pagamento.status).toBe('nao_aprovado');
    expect(await soldOf(ticket.id)).toBe(sold);
  });

  it('charges once however often an attempt is sent: an answer Stripe lost or failed is asked again with the same key', async () => {
    const { app } = testApp();
    const { buyer, event, ticket, body } = await courseBuyer(app);
    const sold = await soldOf(ticket.id);
    const order = body({ token: await stripe.browserPaymentMethod(CARD) });
    const key = newKey();
    const intents = stripe.intentsCreated;

    // Stripe made the PaymentIntent but its answer never arrived: what was made is asked for (the same key again, then
    // Stripe's search by our code), never made a second time.
    stripe.loseNextAnswer('/v1/payment_intents');
    const lost = await purchase(app, buyer, event.id, order, key);
    expect(lost.statusCode).toBe(201);
    expect(lost.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(intents + 1);
    expect(await soldOf(ticket.id)).toBe(sold + 1);

    const again = await purchase(app, buyer, event.id, order, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().pagamento).toMatchObject({ codigo: lost.json().pagamento.codigo, status: 'aprovado' });
    // One PaymentIntent for the attempt, every charge call with the payment's own idempotency key.
    expect(stripe.intentsCreated).toBe(intents + 1);
    const charges = stripe.intentRequests().filter((sent) => sent.fields['metadata[codigo]'] === again.json().pagamento.codigo);
    expect(new Set(charges.map((sent) => sent.idempotencyKey))).toEqual(new Set([`charge-${again.json().pagamento.codigo}`]));
    expect(await soldOf(ticket.id)).toBe(sold + 1);

    // Stripe failing outright is not known either: a 503 to send again (a second press must not pay twice); the same key
    // asks Stripe again, and charges once.
    const failing = body({ token: await stripe.browserPaymentMethod(CARD) });
    const failKey = newKey();
    stripe.failNext(500);
    const unknown = await purchase(app, buyer, event.id, failing, failKey);
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json()).toMatchObject({ code: 'PAYMENT_OUTCOME_UNKNOWN' });
    expect(unknown.headers['retry-after']).toBeDefined();
    const before = stripe.intentsCreated;
    expect((await purchase(app, buyer, event.id, failing, failKey)).json().pagamento.status).toBe('aprovado');
    expect((await purchase(app, buyer, event.id, failing, failKey)).json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(before + 1);
  });

  it('saves a card through a SetupIntent on the member’s own Stripe customer (3DS answered in the browser first), and charges it as that customer', async () => {
    const { app, database } = testApp();
    const { buyer, event, buyByCard } = await courseBuyer(app);
    const setup = await cardSavedThroughSetup(app, buyer, event.igreja, THREE_D_SECURE);
    expect(setup.confirmed.status).toBe('requires_action');
    // Not saved while the bank's check is unanswered.
    expect((await setup.save()).statusCode).toBe(422);
    await stripe.browserAuthenticate(setup.clientSecret, true);
    const saved = await setup.save();
    expect(saved.statusCode).toBe(201);
    expect(saved.json().cartao).toMatchObject({ idGatewayPagamento: 1, bandeira: 'visa', ultimosDigitos: '3184', validade: '12/40' });
    // Saving it again answers the same card.
    expect((await setup.save()).json().cartao.id).toBe(saved.json().cartao.id);

    const [customer] = await database.handle.db.select().from(clienteGatewayPagamento).where(eq(clienteGatewayPagamento.usuarioId, buyer.id));
    expect(customer).toMatchObject({ igrejaId: event.igreja, gateway: 'stripe', cliente: expect.stringMatching(/^cus_/) });
    expect(stripe.setups.get(setup.setupIntent)).toMatchObject({ customer: customer?.cliente, metadata: { igreja: String(event.igreja), usuario: String(buyer.id) } });
    for (let time = 0; time < 2; time += 1) {
      const paid = await buyByCard({ idCartaoSalvo: saved.json().cartao.id });
      // A saved card asks for the bank's check again in Stripe's test mode when it always authenticates: what matters is whose customer it is charged as.
      expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ customer: customer?.cliente, payment_method: stripe.setups.get(setup.setupIntent)?.payment_method });
      expect(['aprovado', 'em_analise']).toContain(paid.json().pagamento.status);
    }
    // A second card is saved on the same customer: one per member and church.
    const second = await cardSavedThroughSetup(app, buyer, event.igreja);
    expect((await second.save()).statusCode).toBe(201);
    expect(stripe.setups.get(second.setupIntent)?.customer).toBe(customer?.cliente);
    expect(await database.handle.db.select().from(clienteGatewayPagamento).where(eq(clienteGatewayPagamento.usuarioId, buyer.id))).toHaveLength(1);
  });

  it('keeps a card paid with and asked to be saved at checkout (setup_future_usage on the member’s customer), and it pays the next purchase', async () => {
    const { app } = testApp();
    const { buyer, buyByCard } = await courseBuyer(app);
    const token = await stripe.browserPaymentMethod(CARD);
    const bought = await buyByCard({ token, salvarCartao: true });
    expect(bought.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    const customer = stripe.intentRequests().at(-1)?.fields.customer;
    const cards = (await savedCards(app, buyer)).json().cartoes;
    expect(cards).toHaveLength(1);
    const again = await buyByCard({ idCartaoSalvo: cards[0].cartoes[0].id });
    expect(again.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ payment_method: token, customer });
  });

  it('refuses other members’ and other churches’ PaymentMethods and SetupIntents', async () => {
    const { app, database } = testApp();
    const { buyer: alice, event, ticket, buyByCard } = await courseBuyer(app);
    const bob = await newMember(app, 'grace');
    const aliceCard = await cardSavedThroughSetup(app, alice, event.igreja);
    const aliceSaved = (await aliceCard.save()).json().cartao;
    const alicePm = stripe.setups.get(aliceCard.setupIntent)?.payment_method as string;

    // Bob names Alice's card by its PaymentMethod, her SetupIntent, or her saved card's id: refused, nothing sold, nothing saved.
    const sold = await soldOf(ticket.id);
    const charged = stripe.intentsCreated;
    const paidWithHers = await buyByCard({ token: alicePm }, bob);
    expect(paidWithHers.json().pagamento.status).toBe('nao_aprovado');
    expect(stripe.intentsCreated).toBe(charged);
    expect(await soldOf(ticket.id)).toBe(sold);
    expect((await saveCard(app, bob, event.igreja, { setupIntent: aliceCard.setupIntent })).statusCode).toBe(422);
    expect((await saveCard(app, bob, event.igreja, { token: alicePm })).statusCode).toBe(422);
    expect((await buyByCard({ idCartaoSalvo: aliceSaved.id }, bob)).json()).toMatchObject({ code: 'CARD_INVALID' });
    expect((await savedCards(app, bob)).json().cartoes).toEqual([]);
    // A PaymentMethod Stripe does not know is refused too (never an unknown outcome to retry).
    expect((await buyByCard({ token: 'pm_0000000000000000nosuchcard' }, bob)).json().pagamento.status).toBe('nao_aprovado');

    // Alice also belongs to esperança, where she saves a card on her esperança customer: not hers at grace.
    const esperanca = await churchId(app, 'esperanca');
    await database.handle.db.insert(usuarioIgreja).values({ usuarioId: alice.id, igrejaId: esperanca });
    const elsewhere = await cardSavedThroughSetup(app, alice, esperanca);
    expect((await elsewhere.save()).statusCode).toBe(201);
    expect((await saveCard(app, alice, event.igreja, { setupIntent: elsewhere.setupIntent })).statusCode).toBe(422);
    const elsewherePm = stripe.setups.get(elsewhere.setupIntent)?.payment_method as string;
    expect((await buyByCard({ token: elsewherePm })).json().pagamento.status).toBe('nao_aprovado');
    // Her grace card still pays at grace.
    expect((await buyByCard({ idCartaoSalvo: aliceSaved.id })).json().pagamento.status).toBe('aprovado');
  });

  it('starts saving a card only for a signed-in member of the church', async () => {
    const { app } = testApp();
    const { event } = await courseBuyer(app);
    expect((await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/configuracao?igreja=${event.igreja}` })).statusCode).toBe(401);
    const esperancaMember = await newMember(app, 'esperanca');
    expect((await startSetup(app, esperancaMember, event.igreja)).statusCode).toBe(403);
    const graceMember = await newMember(app, 'grace');
    expect((await saveCard(app, graceMember, event.igreja, {})).statusCode).toBe(400);
    expect((await saveCard(app, graceMember, event.igreja, { token: 'pm_0000000000000000nosuchcard', setupIntent: 'seti_0000000000000000nosuchsetup' })).statusCode).toBe(400);
  });
});
