import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../../test/helpers/test-database';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { eventoIngresso } from '../../events/schema';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { cardBrandOf } from '../mercadopago/mercadopago-gateway';
import { FakeMercadoPago } from './mercadopago-fake';
import { ESPERANCA_MERCADOPAGO, type MercadoPagoAccount, mercadoPagoApp, VIDA_MERCADOPAGO } from './mercadopago-test-app';
import { paymentByCode } from './stripe-test-app';

const mercadoPago = new FakeMercadoPago();
const SECRETS = [ESPERANCA_MERCADOPAGO.accessToken, ESPERANCA_MERCADOPAGO.webhookSecret, VIDA_MERCADOPAGO.accessToken, VIDA_MERCADOPAGO.webhookSecret];

let app: FastifyInstance;
let database: TestDatabase;
let logLines: string[];
let answers: string[];
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ app, database, logLines, answers, stop } = await mercadoPagoApp(mercadoPago, [
    { account: ESPERANCA_MERCADOPAGO, methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO'] },
    { account: VIDA_MERCADOPAGO, methods: ['CARTAO_CREDITO', 'PIX'] },
  ]));
});
afterAll(async () => {
  await stop?.();
});

const soldOf = async (ticketId: number) => (await database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0]?.vendidos ?? 0;

/** Mercado Pago's Brazilian test cards ("Cartões de teste"); the holder's name says how the test mode answers. */
const VISA = '4235647728025682';
const MASTERCARD = '5031433215406351';

/** What MercadoPago.js's secure fields do in the browser: the card goes to Mercado Pago with the account's public key, and a one-use token comes back. */
async function cardToken(account: MercadoPagoAccount, options: { number?: string; holder?: string; cpf?: string } = {}): Promise<string> {
  const answer = await fetch(`${mercadoPago.url}/v1/card_tokens?public_key=${account.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: options.number ?? VISA,
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: options.holder ?? 'APRO', identification: { type: 'CPF', number: options.cpf ?? '52998224725' } },
    }),
  });
  if (answer.status !== 201) throw new Error(`card token: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/** A new esperanca member's order of one conference ticket by card, paid with `cartao`. */
async function cardOrder(cartao: Record<string, unknown>, options: { key?: string } = {}) {
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const ticket = at(event.ingressos, 0);
  const order = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO'), pagamento: { metodo: 'CARTAO_CREDITO', cartao } };
  return { buyer, event, ticket, order, bought: await purchase(app, buyer, event.id, order, options.key ?? newKey()) };
}

describe("cards through Mercado Pago's own fields (issue 24, part 3)", () => {
  it('tells the browser that Mercado Pago takes the church’s cards, with its public key only', async () => {
    const methods = (await call(app, { url: `/api/v1/igreja/${SLUGS.esperanca}/metodo-pagamento/` })).json().metodosPagamento as { codigo: string; provedor: string; chavePublicavel: string | null }[];
    expect(methods.find((method) => method.codigo === 'CARTAO_CREDITO')).toMatchObject({ provedor: 'mercadopago', chavePublicavel: ESPERANCA_MERCADOPAGO.publicKey });
    // The fee of a card follows Mercado Pago's prices.
    const fees = await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${await churchId(app, 'esperanca')}&valor=10000&metodoPagamento=CARTAO_CREDITO` });
    expect(fees.json()).toMatchObject({ taxa: 498 });
  });

  it('sells a ticket by a card token: one Mercado Pago payment keyed by our code, its brand read from the token, approved at once', async () => {
    const token = await cardToken(ESPERANCA_MERCADOPAGO);
    const { bought, buyer } = await cardOrder({ token });
    expect(bought.statusCode, bought.body).toBe(201);
    const pagamento = bought.json().pagamento;
    expect(pagamento).toMatchObject({ metodo: 'CARTAO_CREDITO', status: 'aprovado' });
    const payment = mercadoPago.paymentOf(pagamento.codigo);
    expect(payment).toMatchObject({ status: 'approved', payment_method_id: 'visa', installments: 1 });
    expect(await paymentByCode(database.handle.db, pagamento.codigo)).toMatchObject({ gateway: 'mercadopago', referenciaGateway: String(payment?.id) });
    expect(mercadoPago.createRequests().at(-1)).toMatchObject({
      accessToken: ESPERANCA_MERCADOPAGO.accessToken,
      idempotencyKey: pagamento.codigo,
      body: { token, payment_method_id: 'visa', installments: 1, external_reference: pagamento.codigo, transaction_amount: pagamento.total / 100, payer: { email: buyer.email, identification: { type: 'CPF', number: buyer.form.cpf } } },
    });
  });

  it('records a card Mercado Pago refuses as refused, and gives the ticket back', async () => {
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const sold = await soldOf(at(event.ingressos, 0).id);
    const token = await cardToken(ESPERANCA_MERCADOPAGO, { number: MASTERCARD, holder: 'FUND' });
    const { bought, ticket } = await cardOrder({ token });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().pagamento.status).toBe('nao_aprovado');
    expect(mercadoPago.paymentOf(bought.json().pagamento.codigo)).toMatchObject({ payment_method_id: 'master', status: 'rejected' });
    expect(await soldOf(ticket.id)).toBe(sold);
  });

  it('leaves a card Mercado Pago is still reviewing pending, to be settled by its notification', async () => {
    const token = await cardToken(ESPERANCA_MERCADOPAGO, { holder: 'CONT' });
    const { bought } = await cardOrder({ token });
    expect(bought.json().pagamento.status).toBe('pendente');
  });

  it('refuses another account’s token, a token used once already, a made-up one and a sandbox token, without charging', async () => {
    const created = mercadoPago.paymentsCreated;
    // vida's public key made it: esperanca's account does not know it.
    const vidas = await cardOrder({ token: await cardToken(VIDA_MERCADOPAGO) });
    expect(vidas.bought.json().pagamento.status).toBe('nao_aprovado');
    expect(mercadoPago.paymentsCreated).toBe(created);
    // A token pays once: a second order with it (another attempt) is refused by Mercado Pago.
    const token = await cardToken(ESPERANCA_MERCADOPAGO);
    expect((await cardOrder({ token })).bought.json().pagamento.status).toBe('aprovado');
    expect((await cardOrder({ token })).bought.json().pagamento.status).toBe('nao_aprovado');
    expect((await cardOrder({ token: 'f'.repeat(32) })).bought.json().pagamento.status).toBe('nao_aprovado');
    // A token of another provider names no card of this church's: refused before an order is made.
    const sandboxToken = await cardOrder({ token: 'tok_0000000000000000' });
    expect(sandboxToken.bought.statusCode).toBe(422);
    expect(sandboxToken.bought.json()).toMatchObject({ code: 'CARD_INVALID' });
    expect(mercadoPago.paymentsCreated).toBe(created + 1);
  });

  it('refuses raw card numbers: the church’s cards are typed only into Mercado Pago’s fields', async () => {
    const raw = await call(app, {
      method: 'POST',
      url: `/api/v1/general/payment/church/${await churchId(app, 'esperanca')}/card/token`,
      payload: { numero: VISA, titular: 'APRO', validade: '11/30', cvv: '123' },
    });
    expect(raw.statusCode).toBe(403);
    expect(raw.json()).toMatchObject({ code: 'RAW_CARD_DATA_REFUSED' });
  });

  it('makes one payment however the attempt is retried: an answer lost is found by our code, the token is not spent twice', async () => {
    const key = newKey();
    const created = mercadoPago.paymentsCreated;
    mercadoPago.loseNextAnswer('/v1/payments');
    const token = await cardToken(ESPERANCA_MERCADOPAGO);
    const { buyer, event, order, bought } = await cardOrder({ token }, { key });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().pagamento.status).toBe('aprovado');
    const again = await purchase(app, buyer, event.id, order, key);
    expect(again.json().pagamento).toMatchObject({ codigo: bought.json().pagamento.codigo, status: 'aprovado' });
    expect(mercadoPago.paymentsCreated).toBe(created + 1);
  });

  it('takes a one-off gift by card, does not keep the card, and refuses a recurring gift by a card it cannot keep', async () => {
    const member = await newMember(app, 'esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const body = (token: string, recurring: boolean) => ({
      igreja: member.igreja,
      motivos: [{ idMotivo: dizimo.id, valor: 5000 }],
      totalEsperado: 5000,
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token, salvarCartao: true } },
      ...(recurring ? { recorrenciaDias: 30 } : {}),
    });
    const gift = await give(app, body(await cardToken(ESPERANCA_MERCADOPAGO), false), { token: member.token });
    expect(gift.statusCode, gift.body).toBe(201);
    expect(gift.json().pagamento).toMatchObject({ metodo: 'CARTAO_CREDITO', status: 'aprovado' });
    const cards = await call(app, { url: `/api/v1/usuario-cartao-gateway-pagamento?igreja=${member.igreja}`, token: member.token });
    expect(JSON.stringify(cards.json())).not.toContain('"ultimosDigitos"');

    const created = mercadoPago.paymentsCreated;
    const recurring = await give(app, body(await cardToken(ESPERANCA_MERCADOPAGO), true), { token: member.token });
    expect(recurring.statusCode).toBe(422);
    expect(recurring.json()).toMatchObject({ code: 'CARD_INVALID' });
    expect(mercadoPago.paymentsCreated).toBe(created);
  });

  it("reads a card's brand from Mercado Pago's BIN patterns, Elo ranges excluded from Visa and Mastercard", () => {
    const methods = [
      { id: 'debvisa', payment_type_id: 'debit_card', status: 'active', settings: [{ bin: { pattern: '^4', exclusion_pattern: '^(438935|451416)' } }] },
      { id: 'visa', payment_type_id: 'credit_card', status: 'active', settings: [{ bin: { pattern: '^4', exclusion_pattern: '^(438935|451416)' } }] },
      { id: 'elo', payment_type_id: 'credit_card', status: 'active', settings: [{ bin: { pattern: '^(438935|451416|5067)', exclusion_pattern: null } }] },
      { id: 'master', payment_type_id: 'credit_card', status: 'active', settings: [{ bin: { pattern: '^5', exclusion_pattern: '^5067' } }] },
      { id: 'diners', payment_type_id: 'credit_card', status: 'inactive', settings: [{ bin: { pattern: '^36', exclusion_pattern: null } }] },
      { id: 'pix', payment_type_id: 'bank_transfer', status: 'active', settings: [] },
    ];
    expect(cardBrandOf(methods, '423564')).toBe('visa');
    expect(cardBrandOf(methods, '438935')).toBe('elo');
    expect(cardBrandOf(methods, '506776')).toBe('elo');
    expect(cardBrandOf(methods, '503143')).toBe('master');
    expect(cardBrandOf(methods, '361234')).toBeUndefined();
    expect(cardBrandOf(methods, '999999')).toBeUndefined();
  });

  it('keeps the access tokens and secret signatures out of every answer and log line', () => {
    for (const secret of SECRETS) {
      expect(answers.filter((answer) => answer.includes(secret))).toEqual([]);
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
