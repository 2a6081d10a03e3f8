import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { WebhookSignatureValidator } from 'mercadopago';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../../test/helpers/test-database';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { eventoIngresso } from '../../events/schema';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { paymentServices } from '../payment-services';
import { paymentSettingsFrom } from '../payment-settings';
import { MercadoPagoClient } from '../mercadopago/mercadopago-client';
import { MercadoPagoGateway } from '../mercadopago/mercadopago-gateway';
import { verifyMercadoPagoSignature } from '../mercadopago/mercadopago-webhook-route';
import { igrejaProvedorPagamento, webhookRecebido } from '../schema';
import { columnsContaining } from './database-text';
import { FakeMercadoPago } from './mercadopago-fake';
import { configureMercadoPago, deliverMercadoPagoNotification, ESPERANCA_MERCADOPAGO, mercadoPagoApp, mercadoPagoEnv, VIDA_MERCADOPAGO } from './mercadopago-test-app';
import { paymentByCode } from './stripe-test-app';

const mercadoPago = new FakeMercadoPago();
/** Every secret of this file: none may be in an answer, a log line or a readable column. */
const SECRETS = [ESPERANCA_MERCADOPAGO.accessToken, ESPERANCA_MERCADOPAGO.webhookSecret, VIDA_MERCADOPAGO.accessToken, VIDA_MERCADOPAGO.webhookSecret];

let app: FastifyInstance;
let database: TestDatabase;
let logLines: string[];
let answers: string[];
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ app, database, logLines, answers, stop } = await mercadoPagoApp(mercadoPago, [{ account: ESPERANCA_MERCADOPAGO }, { account: VIDA_MERCADOPAGO }]));
});
afterAll(async () => {
  await stop?.();
});

const db = () => database.handle.db;
const statusOf = async (codigo: string) => (await paymentByCode(db(), codigo))?.status;
const soldOf = async (ticketId: number) => (await db().select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0]?.vendidos ?? 0;
const seen = (idEvento: string) => db().select().from(webhookRecebido).where(and(eq(webhookRecebido.gateway, 'mercadopago'), eq(webhookRecebido.idEvento, idEvento)));

/** An esperanca member's order of one conference ticket by Pix, through esperanca's own Mercado Pago account. */
async function pixOrder(key: string = newKey()) {
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const ticket = at(event.ingressos, 0);
  const order = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'PIX'), pagamento: { metodo: 'PIX' } };
  const bought = await purchase(app, buyer, event.id, order, key);
  return { buyer, event, ticket, order, bought };
}

/** The Mercado Pago payment of one of our payments. */
function mercadoPagoPaymentOf(codigo: string) {
  const payment = mercadoPago.paymentOf(codigo);
  if (!payment) throw new Error(`Mercado Pago made no payment for ${codigo}`);
  return payment;
}

/** A member with a main address (Mercado Pago's slips carry the payer's address). */
async function memberWithAddress(church: 'esperanca' | 'vida') {
  const member = await newMember(app, church);
  const address = await call(app, {
    method: 'POST',
    url: `/api/v1/usuario/${member.id}/endereco`,
    token: member.token,
    payload: { cep: '01310-100', logradouro: 'Avenida Paulista', numero: '1578', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' },
  });
  expect(address.statusCode, address.body).toBe(201);
  return member;
}

describe("Mercado Pago as a church's own provider of Pix and slips (issue 24, part 3)", () => {
  it('tells the browser that Mercado Pago takes the church’s Pix and slips, with its public key only; cards stay with the sandbox', async () => {
    const methods = (await call(app, { url: `/api/v1/igreja/${SLUGS.esperanca}/metodo-pagamento/` })).json().metodosPagamento as { codigo: string; provedor: string; chavePublicavel: string | null }[];
    expect(methods.find((method) => method.codigo === 'PIX')).toMatchObject({ provedor: 'mercadopago', chavePublicavel: ESPERANCA_MERCADOPAGO.publicKey });
    expect(methods.find((method) => method.codigo === 'BOLETO')).toMatchObject({ provedor: 'mercadopago', chavePublicavel: ESPERANCA_MERCADOPAGO.publicKey });
    expect(methods.find((method) => method.codigo === 'CARTAO_CREDITO')).toMatchObject({ provedor: 'sandbox', chavePublicavel: null });
    // The fee of a Pix follows Mercado Pago's prices.
    const fees = await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${await churchId(app, 'esperanca')}&valor=10000&metodoPagamento=PIX` });
    expect(fees.json()).toMatchObject({ taxa: 99 });
  });

  it('sells a ticket by Pix: a Mercado Pago payment keyed by our payment code, its copy-and-paste code, expiring with the hold', async () => {
    const before = Date.now();
    const { bought } = await pixOrder();
    expect(bought.statusCode, bought.body).toBe(201);
    const pagamento = bought.json().pagamento;
    expect(pagamento).toMatchObject({ metodo: 'PIX', status: 'pendente', pix: { copiaECola: expect.stringMatching(/^000201/) } });
    const payment = mercadoPagoPaymentOf(pagamento.codigo);
    expect(await paymentByCode(db(), pagamento.codigo)).toMatchObject({ gateway: 'mercadopago', referenciaGateway: String(payment.id), pixCopiaECola: pagamento.pix.copiaECola });
    const sent = mercadoPago.createRequests().at(-1);
    expect(sent).toMatchObject({
      accessToken: ESPERANCA_MERCADOPAGO.accessToken,
      idempotencyKey: pagamento.codigo,
      body: { payment_method_id: 'pix', external_reference: pagamento.codigo, transaction_amount: pagamento.total / 100, payer: { email: expect.stringContaining('@') } },
    });
    // The Pix lives as long as the order holds its ticket (PIX_TTL_MINUTES, 30 by default).
    const expires = new Date(String(sent?.body.date_of_expiration)).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(29 * 60_000);
    expect(expires - before).toBeLessThanOrEqual(31 * 60_000);
    expect(new Date(pagamento.pix.expiraEm).getTime()).toBe(expires);
  });

  it("sells a visitor a ticket by Pix: Mercado Pago is told the visitor's e-mail address", async () => {
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const ticket = at(event.ingressos, 0);
    const email = `visitante-${newKey().slice(0, 8)}@example.com`;
    const bought = await call(app, {
      method: 'POST',
      url: `/api/v1/evento/${event.id}/inscricao-visitante/`,
      headers: { 'idempotency-key': newKey() + newKey() },
      payload: {
        ingressos: tickets(ticket.id, 1),
        totalEsperado: await feeTotal(app, event.id, ticket.valor, 'PIX'),
        pagamento: { metodo: 'PIX' },
        visitante: { nome: 'Maria', sobrenome: 'Souza', email: email.toUpperCase(), cpf: '529.982.247-25' },
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const pagamento = bought.json().pagamento;
    expect(pagamento).toMatchObject({ metodo: 'PIX', status: 'pendente', pix: { copiaECola: expect.stringMatching(/^000201/) } });
    expect(mercadoPago.createRequests().at(-1)).toMatchObject({
      idempotencyKey: pagamento.codigo,
      body: { payment_method_id: 'pix', payer: { email, first_name: 'Maria', last_name: 'Souza', identification: { type: 'CPF', number: '52998224725' } } },
    });
  });

  it('takes a gift by slip with the payer’s name, CPF and address, and shows its digitable line; refuses a slip Mercado Pago cannot register without calling it', async () => {
    const member = await memberWithAddress('esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const gift = await give(app, { igreja: member.igreja, motivos: [{ idMotivo: dizimo.id, valor: 15000 }], totalEsperado: 15000, pagamento: { metodo: 'BOLETO' } }, { token: member.token });
    expect(gift.statusCode, gift.body).toBe(201);
    const pagamento = gift.json().pagamento;
    expect(pagamento).toMatchObject({ metodo: 'BOLETO', status: 'pendente', boleto: { linhaDigitavel: expect.stringMatching(/^237\d{44}$/) } });
    const payment = mercadoPagoPaymentOf(pagamento.codigo);
    expect((payment.transaction_details as { digitable_line: string }).digitable_line).toBe(pagamento.boleto.linhaDigitavel);
    expect(mercadoPago.createRequests().at(-1)).toMatchObject({
      idempotencyKey: pagamento.codigo,
      body: {
        payment_method_id: 'bolbradesco',
        transaction_amount: 150,
        external_reference: pagamento.codigo,
        payer: {
          email: member.email,
          first_name: expect.any(String),
          last_name: expect.any(String),
          identification: { type: 'CPF', number: member.form.cpf },
          address: { zip_code: '01310100', street_name: 'Avenida Paulista', street_number: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', federal_unit: 'SP' },
        },
      },
    });

    // A member without an address cannot get a Mercado Pago slip: refused here, nothing made at Mercado Pago.
    const homeless = await newMember(app, 'esperanca');
    const asked = mercadoPago.createRequests().length;
    const refused = await give(app, { igreja: homeless.igreja, motivos: [{ idMotivo: dizimo.id, valor: 15000 }], totalEsperado: 15000, pagamento: { metodo: 'BOLETO' } }, { token: homeless.token });
    expect(refused.statusCode).toBe(201);
    expect(refused.json().pagamento.status).toBe('nao_aprovado');
    expect(mercadoPago.createRequests().length).toBe(asked);
  });

  it('marks a Pix paid by its signed notification, once however often it is delivered, one after another or all at once', async () => {
    const { bought, ticket } = await pixOrder();
    const codigo: string = bought.json().pagamento.codigo;
    const payment = mercadoPagoPaymentOf(codigo);
    const sold = await soldOf(ticket.id);

    // Told before the payer paid: nothing to apply yet.
    expect((await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret, { action: 'payment.created' }))).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('pendente');

    mercadoPago.approve(payment.id);
    const notification = mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret);
    for (let time = 0; time < 5; time += 1) expect((await deliverMercadoPagoNotification(app, 'esperanca', notification)).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('aprovado');
    expect(await seen(`${payment.id}:approved`)).toHaveLength(1);
    expect(await soldOf(ticket.id)).toBe(sold);

    // Another Pix, its notifications (Mercado Pago's retries, each with its own request id) all at once.
    const second = await pixOrder();
    const secondCode: string = second.bought.json().pagamento.codigo;
    const secondPayment = mercadoPagoPaymentOf(secondCode);
    mercadoPago.approve(secondPayment.id);
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(secondPayment.id, ESPERANCA_MERCADOPAGO.webhookSecret))));
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(await statusOf(secondCode)).toBe('aprovado');
    expect(await seen(`${secondPayment.id}:approved`)).toHaveLength(1);
  });

  it('follows what Mercado Pago says: a Pix refunded in its panel is refunded here, a refused one is refused, a cancelled one cancelled; each gives its ticket back', async () => {
    const notify = (id: number) => deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(id, ESPERANCA_MERCADOPAGO.webhookSecret));
    const refunded = await pixOrder();
    const refundedCode: string = refunded.bought.json().pagamento.codigo;
    const sold = await soldOf(refunded.ticket.id);
    const paid = mercadoPagoPaymentOf(refundedCode);
    mercadoPago.approve(paid.id);
    await notify(paid.id);
    mercadoPago.refundInPanel(paid.id);
    expect((await notify(paid.id)).statusCode).toBe(204);
    expect(await statusOf(refundedCode)).toBe('estornado');
    expect(await soldOf(refunded.ticket.id)).toBe(sold - 1);

    const rejected = await pixOrder();
    const rejectedCode: string = rejected.bought.json().pagamento.codigo;
    mercadoPago.reject(mercadoPagoPaymentOf(rejectedCode).id);
    expect((await notify(mercadoPagoPaymentOf(rejectedCode).id)).statusCode).toBe(204);
    expect(await statusOf(rejectedCode)).toBe('nao_aprovado');

    const cancelled = await pixOrder();
    const cancelledCode: string = cancelled.bought.json().pagamento.codigo;
    const cancelledPayment = mercadoPagoPaymentOf(cancelledCode);
    cancelledPayment.status = 'cancelled';
    cancelledPayment.status_detail = 'expired';
    expect((await notify(cancelledPayment.id)).statusCode).toBe(204);
    expect(await statusOf(cancelledCode)).toBe('cancelado');
    expect(await soldOf(refunded.ticket.id)).toBe(sold - 1);
  });

  it('follows refunds in part and disputes made at Mercado Pago: the amount refunded so far, a mediation won or lost, each once however often told', async () => {
    const notify = (id: number) => deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(id, ESPERANCA_MERCADOPAGO.webhookSecret));
    const paidOrder = async () => {
      const order = await pixOrder();
      const codigo: string = order.bought.json().pagamento.codigo;
      const payment = mercadoPagoPaymentOf(codigo);
      mercadoPago.approve(payment.id);
      expect((await notify(payment.id)).statusCode).toBe(204);
      return { ...order, codigo, payment, total: order.bought.json().pagamento.total as number, sold: await soldOf(order.ticket.id) };
    };

    // A quarter refunded in the panel (approved, partially_refunded), told twice; then the rest.
    const refunded = await paidOrder();
    const quarter = Math.floor(refunded.total / 4);
    mercadoPago.refundInPanel(refunded.payment.id, quarter / 100);
    for (let time = 0; time < 2; time += 1) expect((await notify(refunded.payment.id)).statusCode).toBe(204);
    expect(await paymentByCode(db(), refunded.codigo)).toMatchObject({ status: 'aprovado', valorEstornado: quarter });
    expect(await soldOf(refunded.ticket.id)).toBe(refunded.sold);
    mercadoPago.refundInPanel(refunded.payment.id);
    expect((await notify(refunded.payment.id)).statusCode).toBe(204);
    expect(await paymentByCode(db(), refunded.codigo)).toMatchObject({ status: 'estornado', valorEstornado: refunded.total });
    expect(await soldOf(refunded.ticket.id)).toBe(refunded.sold - 1);

    // A mediation the church won: disputed while it lasts (the ticket stays the buyer's), paid again after.
    const won = await paidOrder();
    mercadoPago.openMediation(won.payment.id);
    expect((await notify(won.payment.id)).statusCode).toBe(204);
    expect(await paymentByCode(db(), won.codigo)).toMatchObject({ status: 'contestado', contestacao: 'aberta' });
    expect(await soldOf(won.ticket.id)).toBe(won.sold);
    mercadoPago.closeMediation(won.payment.id, true);
    for (let time = 0; time < 2; time += 1) expect((await notify(won.payment.id)).statusCode).toBe(204);
    expect(await paymentByCode(db(), won.codigo)).toMatchObject({ status: 'aprovado', contestacao: 'ganha', valorEstornado: 0 });
    expect(await soldOf(won.ticket.id)).toBe(won.sold);

    // Charged back, told only once it was lost: disputed and lost at once, the ticket back on sale.
    const lost = await paidOrder();
    mercadoPago.openMediation(lost.payment.id);
    mercadoPago.closeMediation(lost.payment.id, false);
    for (let time = 0; time < 2; time += 1) expect((await notify(lost.payment.id)).statusCode).toBe(204);
    expect(await paymentByCode(db(), lost.codigo)).toMatchObject({ status: 'estornado', contestacao: 'perdida', valorEstornado: lost.total });
    expect(await soldOf(lost.ticket.id)).toBe(lost.sold - 1);
  });

  it("makes a recurring gift's Pix live its grace period (the request's pixTtlMs), an order's Pix the hold", async () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    const gateway = new MercadoPagoGateway(new MercadoPagoClient({ accessToken: ESPERANCA_MERCADOPAGO.accessToken, apiUrl: mercadoPago.url }), {
      pixTtlMs: 30 * 60_000,
      boletoDays: 3,
      clock: () => now,
      payerDetails: async () => ({ email: 'dizimista@example.com' }),
    });
    const request = { igrejaId: 1, igrejaNome: 'Igreja Esperança', igrejaCidade: 'São Paulo', metodo: 'PIX' as const, total: 10000, moeda: 'BRL', parcelas: 1, descricao: 'Dízimo', documento: '52998224725', pagador: 'Maria Souza' };
    const expiryOf = (codigo: string) => new Date(String(mercadoPago.createRequests().find((sent) => sent.idempotencyKey === codigo)?.body.date_of_expiration)).getTime();

    const periodCode = `RECORRENTE${newKey().slice(0, 8).toUpperCase()}`;
    const period = await gateway.charge({ ...request, codigo: periodCode, pixTtlMs: 3 * 86_400_000, recorrente: true });
    expect(period.pix?.copiaECola).toMatch(/^000201/);
    expect(expiryOf(periodCode)).toBe(now.getTime() + 3 * 86_400_000);
    const orderCode = `PEDIDO${newKey().slice(0, 8).toUpperCase()}`;
    const order = await gateway.charge({ ...request, codigo: orderCode });
    expect(order.pix?.copiaECola).toMatch(/^000201/);
    expect(expiryOf(orderCode)).toBe(now.getTime() + 30 * 60_000);
  });

  it("refuses another church's signature, a bad, missing or stale one, and a body that names another payment: a 400 that changes nothing", async () => {
    const { bought } = await pixOrder();
    const codigo: string = bought.json().pagamento.codigo;
    const payment = mercadoPagoPaymentOf(codigo);
    mercadoPago.approve(payment.id);
    const signed = mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret);
    const reads = () => mercadoPago.requests.filter((request) => request.method === 'GET' && request.path === `/v1/payments/${payment.id}`).length;
    const readsBefore = reads();

    const refused = [
      await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, VIDA_MERCADOPAGO.webhookSecret)),
      await deliverMercadoPagoNotification(app, 'esperanca', signed, { headers: { 'x-signature': signed.headers['x-signature']?.replace(/v1=\w{4}/, () => 'v1=0000') } }),
      await deliverMercadoPagoNotification(app, 'esperanca', signed, { headers: { 'x-signature': undefined } }),
      await deliverMercadoPagoNotification(app, 'esperanca', signed, { headers: { 'x-request-id': undefined } }),
      await deliverMercadoPagoNotification(app, 'esperanca', signed, { headers: { 'x-request-id': 'another-request' } }),
      await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret, { ts: Math.floor(Date.now() / 1000) - 10 * 60 })),
      await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret, { ts: Date.now() - 10 * 60_000 })),
      // The signed id is the URL's: the same signature for another id, or a body naming another, is refused.
      await deliverMercadoPagoNotification(app, 'esperanca', signed, { query: { 'data.id': String(payment.id + 1) } }),
      await deliverMercadoPagoNotification(app, 'esperanca', signed, { payload: signed.payload.replace(`"id":"${payment.id}"`, () => `"id":"${payment.id + 1}"`) }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect(await statusOf(codigo)).toBe('pendente');
    expect(await seen(`${payment.id}:approved`)).toEqual([]);
    expect(reads()).toBe(readsBefore);

    // Addresses of no church, or of a church without a Mercado Pago account: 404.
    for (const church of ['nowhere', 'grace', 'ESPERANCA', '-esperanca']) {
      expect((await deliverMercadoPagoNotification(app, church, signed)).statusCode, church).toBe(404);
    }
    // Signed right (milliseconds in ts, as Mercado Pago also sends it), it applies.
    expect((await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret, { ts: Date.now() }))).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('aprovado');
  });

  it("changes nothing for another church's payment id at this church's address", async () => {
    const esperancaOrder = await pixOrder();
    const codigo: string = esperancaOrder.bought.json().pagamento.codigo;
    const payment = mercadoPagoPaymentOf(codigo);
    mercadoPago.approve(payment.id);

    // esperanca's payment named at vida's address, signed with vida's secret: vida's account has no such payment.
    expect((await deliverMercadoPagoNotification(app, 'vida', mercadoPago.notification(payment.id, VIDA_MERCADOPAGO.webhookSecret))).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('pendente');
    const vida = await churchId(app, 'vida');
    expect((await seen(`${payment.id}:approved`)).filter((row) => row.igrejaId === vida)).toEqual([]);
    // vida's token read it and was told it does not exist.
    expect(mercadoPago.requests.filter((request) => request.path === `/v1/payments/${payment.id}` && request.accessToken === VIDA_MERCADOPAGO.accessToken).length).toBeGreaterThan(0);
  });

  it('refunds a paid Pix at Mercado Pago through our refund path, once; cancels an unpaid one whose hold ended', async () => {
    const { bought } = await pixOrder();
    const codigo: string = bought.json().pagamento.codigo;
    const payment = mercadoPagoPaymentOf(codigo);
    mercadoPago.approve(payment.id);
    expect((await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret))).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('aprovado');

    const { service } = paymentServices(db(), paymentSettingsFrom(mercadoPagoEnv(mercadoPago)));
    const refunds = mercadoPago.refundsCreated;
    const row = await paymentByCode(db(), codigo);
    if (!row) throw new Error('no payment');
    expect((await service.refund(row))?.status).toBe('estornado');
    expect(mercadoPago.refundsCreated).toBe(refunds + 1);
    expect(mercadoPago.payments.get(payment.id)?.status).toBe('refunded');
    expect(mercadoPago.requests.filter((request) => request.path === `/v1/payments/${payment.id}/refunds`).at(-1)).toMatchObject({ method: 'POST', idempotencyKey: `refund-${codigo}`, accessToken: ESPERANCA_MERCADOPAGO.accessToken });
    // Asked again (a retried settlement), Mercado Pago answers the same refund.
    await service.refund(row);
    expect(mercadoPago.refundsCreated).toBe(refunds + 1);
    // Mercado Pago's notification of the refund changes nothing more.
    expect((await deliverMercadoPagoNotification(app, 'esperanca', mercadoPago.notification(payment.id, ESPERANCA_MERCADOPAGO.webhookSecret))).statusCode).toBe(204);
    expect(await statusOf(codigo)).toBe('estornado');

    // A Pix nobody paid: once its hold ends, it is cancelled at Mercado Pago, so that it can no longer be paid.
    const unpaid = await pixOrder();
    const unpaidCode: string = unpaid.bought.json().pagamento.codigo;
    const later = paymentServices(db(), paymentSettingsFrom(mercadoPagoEnv(mercadoPago)), () => new Date(Date.now() + 2 * 60 * 60_000));
    const errors: unknown[] = [];
    expect(await later.service.endExpiredHolds((error) => errors.push(error))).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    expect(mercadoPagoPaymentOf(unpaidCode).status).toBe('cancelled');
    expect(mercadoPago.requests.filter((request) => request.method === 'PUT' && request.path === `/v1/payments/${mercadoPagoPaymentOf(unpaidCode).id}`).at(-1)).toMatchObject({ idempotencyKey: `cancel-${unpaidCode}`, body: { status: 'cancelled' } });
  });

  it('makes one Mercado Pago payment however an attempt is retried: a lost answer is looked up by our code, a failure is asked again with the same key', async () => {
    const key = newKey();
    const created = mercadoPago.paymentsCreated;
    // Mercado Pago made the payment but its answer never arrived: it is found by its external reference, never made twice.
    mercadoPago.loseNextAnswer('/v1/payments');
    const { buyer, event, order, ticket, bought } = await pixOrder(key);
    expect(bought.statusCode, bought.body).toBe(201);
    const codigo: string = bought.json().pagamento.codigo;
    expect(bought.json().pagamento).toMatchObject({ status: 'pendente', pix: { copiaECola: expect.stringMatching(/^000201/) } });
    expect(mercadoPago.paymentsCreated).toBe(created + 1);
    expect(mercadoPago.requests.some((request) => request.path === '/v1/payments/search' && request.query.external_reference === codigo)).toBe(true);
    const sold = await soldOf(ticket.id);
    const again = await purchase(app, buyer, event.id, order, key);
    expect(again.json().pagamento).toMatchObject({ codigo, status: 'pendente' });
    expect(mercadoPago.paymentsCreated).toBe(created + 1);
    expect(await soldOf(ticket.id)).toBe(sold);

    // Mercado Pago failing outright is not known either: a 503 to send again; the same key then makes one payment.
    const failKey = newKey();
    mercadoPago.failNext(500);
    const unknown = await purchase(app, buyer, event.id, order, failKey);
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json()).toMatchObject({ code: 'PAYMENT_OUTCOME_UNKNOWN' });
    const before = mercadoPago.paymentsCreated;
    const retried = await purchase(app, buyer, event.id, order, failKey);
    expect(retried.json().pagamento.status).toBe('pendente');
    expect((await purchase(app, buyer, event.id, order, failKey)).json().pagamento.codigo).toBe(retried.json().pagamento.codigo);
    expect(mercadoPago.paymentsCreated).toBe(before + 1);
    expect(new Set(mercadoPago.createRequests().filter((request) => request.body.external_reference === retried.json().pagamento.codigo).map((request) => request.idempotencyKey))).toEqual(new Set([retried.json().pagamento.codigo]));
  });

  it('answers 503 where the church\'s Mercado Pago secrets do not open here: Mercado Pago delivers again later', async () => {
    const [esperanca, vida] = [await churchId(app, 'esperanca'), await churchId(app, 'vida')];
    const [esperancaRow] = await db().select().from(igrejaProvedorPagamento).where(and(eq(igrejaProvedorPagamento.igrejaId, esperanca), eq(igrejaProvedorPagamento.provedor, 'mercadopago')));
    if (!esperancaRow) throw new Error('esperanca has no Mercado Pago account');
    // esperanca's sealed secrets copied to vida's row: sealed for another church, they do not open there.
    await db().update(igrejaProvedorPagamento).set({ credenciais: esperancaRow.credenciais, chaveCifra: esperancaRow.chaveCifra }).where(and(eq(igrejaProvedorPagamento.igrejaId, vida), eq(igrejaProvedorPagamento.provedor, 'mercadopago')));
    const notification = () => mercadoPago.notification(1, VIDA_MERCADOPAGO.webhookSecret);
    for (const started = Date.now(); (await deliverMercadoPagoNotification(app, 'vida', notification())).statusCode !== 503; await new Promise((resolve) => setTimeout(resolve, 25))) {
      if (Date.now() - started > 30_000) throw new Error("vida's unreadable secrets were never noticed");
    }
    const unavailable = await deliverMercadoPagoNotification(app, 'vida', notification());
    expect(unavailable.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(unavailable.headers['retry-after']).toBe('60');
    await configureMercadoPago(app, db(), VIDA_MERCADOPAGO);
    expect((await deliverMercadoPagoNotification(app, 'vida', notification())).statusCode).toBe(204);
  });

  it("computes Mercado Pago's signature as its SDK does, lower-casing an alphanumeric id", () => {
    const now = new Date();
    const ts = String(Math.floor(now.getTime() / 1000));
    const sign = (manifest: string) => `ts=${ts},v1=${createHmac('sha256', 'secret').update(manifest).digest('hex')}`;
    // The SDK's own validator agrees on a numeric id.
    const numeric = sign(`id:123456;request-id:req-1;ts:${ts};`);
    expect(() => WebhookSignatureValidator.validate({ xSignature: numeric, xRequestId: 'req-1', dataId: '123456', secret: 'secret' })).not.toThrow();
    expect(verifyMercadoPagoSignature({ signature: numeric, requestId: 'req-1', dataId: '123456', secret: 'secret', now })).toBe(true);
    // An alphanumeric id is signed lower-cased, whatever case the URL carries.
    expect(verifyMercadoPagoSignature({ signature: sign(`id:abc123def;request-id:req-1;ts:${ts};`), requestId: 'req-1', dataId: 'ABC123def', secret: 'secret', now })).toBe(true);
    expect(verifyMercadoPagoSignature({ signature: sign(`id:ABC123def;request-id:req-1;ts:${ts};`), requestId: 'req-1', dataId: 'ABC123def', secret: 'secret', now })).toBe(false);
    // Every part is required: a manifest without the request id (which Mercado Pago's rule would allow) is refused.
    expect(verifyMercadoPagoSignature({ signature: sign(`id:123456;ts:${ts};`), requestId: undefined, dataId: '123456', secret: 'secret', now })).toBe(false);
    expect(verifyMercadoPagoSignature({ signature: `ts=${ts}`, requestId: 'req-1', dataId: '123456', secret: 'secret', now })).toBe(false);
  });

  it('keeps the access token and the secret signature out of every answer, log line and readable column', async () => {
    expect(answers.length).toBeGreaterThan(30);
    expect(logLines.some((line) => line.includes('"msg":"incoming request"'))).toBe(true);
    for (const secret of SECRETS) {
      expect(logLines.filter((line) => line.includes(secret)), secret).toEqual([]);
      expect(answers.filter((answer) => answer.includes(secret)), secret).toEqual([]);
      expect(await columnsContaining(db(), secret), secret).toEqual([]);
    }
    // The fake did get the token: the check above would have seen it anywhere it leaked.
    expect(mercadoPago.requests.some((request) => request.accessToken === ESPERANCA_MERCADOPAGO.accessToken)).toBe(true);
  });
});
