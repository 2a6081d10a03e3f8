import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { eventoIngresso } from '../schema';
import { PaymentRepository } from '../../payments/payment-repository';
import { prazoReservaIgreja } from '../../payments/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, freshAddress, newMember } from '../../../../test/helpers/account-helpers';
import { paymentByCode } from '../../payments/test/stripe-test-app';
import { at, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from './event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const stockOf = async (ticketId: number) => (await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0];
const endHolds = (at: Date) => new PaymentRepository(testApp().database.handle.db).endExpiredHolds(at);

/** The camp's order of `count` campers by `metodo` (it asks a T-shirt size). */
async function campOrder(app: FastifyInstance, count: number, metodo: string) {
  const camp = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Youth Summer Camp'));
  const camper = at(camp.ingressos, 0);
  return {
    camp,
    camper,
    body: { ingressos: tickets(camper.id, count, [{ idPergunta: at(camp.perguntas, 0).id, resposta: 'M' }]), totalEsperado: await feeTotal(app, camp.id, camper.valor * count, metodo), pagamento: { metodo } },
  };
}

function guestOrder(app: FastifyInstance, eventId: number, body: object, email: string, address: string) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/evento/${eventId}/inscricao-visitante/`,
    headers: { 'idempotency-key': newKey() + newKey() },
    remoteAddress: address,
    payload: { ...body, visitante: { nome: 'Hold', sobrenome: 'Er', email } },
  });
}

describe('every unpaid order holds its tickets for a time that ends', () => {
  it('holds a wallet order for the church’s time (30 minutes by default), shows no check-in QR until paid, and gives the tickets back once', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'grace');
    const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(course.ingressos, 0);
    const sold = (await stockOf(ticket.id))?.vendidos ?? 0;
    const bought = await purchase(app, buyer, course.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, course.id, ticket.valor, 'CARTEIRA_DIGITAL'), pagamento: { metodo: 'CARTEIRA_DIGITAL' } });
    const { pagamento, inscricoes } = bought.json();
    expect(pagamento.status).toBe('aguardando');
    expect(Date.parse(pagamento.reservaAte) - Date.now()).toBeGreaterThan(29 * MINUTE_MS);
    expect(Date.parse(pagamento.reservaAte) - Date.now()).toBeLessThan(31 * MINUTE_MS);
    expect(inscricoes[0].codigoCheckin).toBeNull();
    const listed = await call(app, { url: `/api/v1/usuario/${buyer.id}/evento/${course.id}/inscricao/`, token: buyer.token });
    expect(listed.json().inscricoes[0]).toMatchObject({ codigoCheckin: null, qrCode: null });
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold + 1);

    expect(await endHolds(new Date(Date.now() + 29 * MINUTE_MS))).toEqual([]);
    const [first, second] = await Promise.all([endHolds(new Date(Date.now() + 31 * MINUTE_MS)), endHolds(new Date(Date.now() + 31 * MINUTE_MS))]);
    expect([...first, ...second].map((row) => row.codigo)).toContain(pagamento.codigo);
    expect([...first, ...second].filter((row) => row.codigo === pagamento.codigo)).toHaveLength(1);
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold);
    const status = await call(app, { url: `/api/v1/usuario/${buyer.id}/pagamento/?pedido=${pagamento.codigo}`, token: buyer.token });
    expect(status.json().pagamento).toMatchObject({ status: 'cancelado', reservaAte: null });
  });

  it('uses the hold the church sets for the instant wallet, and never holds cash past its pay-by time', async () => {
    const { app, database } = testApp();
    const db = database.handle.db;
    const buyer = await newMember(app, 'grace');
    await db.insert(prazoReservaIgreja).values({ igrejaId: buyer.igreja, metodo: 'CARTEIRA_DIGITAL', minutos: 10 });
    const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(course.ingressos, 0);
    const bought = await purchase(app, buyer, course.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, course.id, ticket.valor, 'CARTEIRA_DIGITAL'), pagamento: { metodo: 'CARTEIRA_DIGITAL' } });
    const held = Date.parse(bought.json().pagamento.reservaAte) - Date.now();
    expect(held).toBeGreaterThan(9 * MINUTE_MS);
    expect(held).toBeLessThan(11 * MINUTE_MS);
    await db.delete(prazoReservaIgreja).where(eq(prazoReservaIgreja.igrejaId, buyer.igreja));

    const member = await newMember(app, 'esperanca');
    const conference = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(conference.ingressos, 0);
    const cash = (await purchase(app, member, conference.id, { ingressos: tickets(entry.id, 1), totalEsperado: entry.valor, pagamento: { metodo: 'DINHEIRO' } })).json().pagamento;
    expect(cash.reservaAte).toBe(cash.dinheiro.pagarAte);
  });

  it('holds a bank slip until its due date and the bank’s settlement days, and a review for its limit', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'esperanca');
    const conference = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(conference.ingressos, 0);
    const slip = (await purchase(app, member, conference.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, conference.id, entry.valor, 'BOLETO'), pagamento: { metodo: 'BOLETO' } })).json().pagamento;
    expect(slip.status).toBe('pendente');
    // Due in BOLETO_DAYS (3); a slip paid on its due date may take three more days to reach us.
    expect(Math.round((Date.parse(slip.reservaAte) - Date.parse(`${slip.boleto.vencimento}T00:00:00Z`)) / DAY_MS)).toBe(4);

    const buyer = await newMember(app, 'grace');
    const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(course.ingressos, 0);
    const token = (await call(app, { method: 'POST', url: `/api/v1/general/payment/church/${course.igreja}/card/token`, payload: { numero: '4000 0000 0000 0077', titular: 'R V', validade: '12/40', cvv: '123' } })).json().token;
    const review = (await purchase(app, buyer, course.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, course.id, ticket.valor, 'CARTAO_CREDITO'), pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token } } })).json().pagamento;
    expect(review.status).toBe('em_analise');
    expect(Math.round((Date.parse(review.reservaAte) - Date.now()) / HOUR_MS)).toBe(48);
    const ended = await endHolds(new Date(Date.now() + 49 * HOUR_MS));
    expect(ended.find((row) => row.codigo === review.codigo)?.status).toBe('cancelado');
  });

  it('gives a paid order its check-in QR codes', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'esperanca');
    const conference = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(conference.ingressos, 0);
    const pix = (await purchase(app, member, conference.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, conference.id, entry.valor, 'PIX'), pagamento: { metodo: 'PIX' } })).json();
    expect(pix.inscricoes[0].codigoCheckin).toBeNull();
    await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pix.pagamento.codigo}/pagar`, token: member.token });
    const listed = await call(app, { url: `/api/v1/usuario/${member.id}/evento/${conference.id}/inscricao/`, token: member.token });
    expect(listed.json().inscricoes[0]).toMatchObject({ codigoCheckin: expect.any(String), qrCode: expect.stringMatching(/^data:image\/svg/) });
  });
});

describe('nobody holds an event’s stock with orders nobody pays', () => {
  it('30 anonymous wallet orders from one address cannot take the camp: refused with UNPAID_ORDERS_LIMIT (never a 5xx), and a member can still buy', async () => {
    const { app } = testApp();
    const { camp, camper, body } = await campOrder(app, 2, 'CARTEIRA_DIGITAL');
    const before = (await stockOf(camper.id))?.vendidos ?? 0;
    const address = freshAddress();
    const answers = [];
    for (let order = 0; order < 30; order += 1) answers.push(await guestOrder(app, camp.id, body, `burst-${order}-${Date.now()}@example.org`, address));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const held = answers.filter((answer) => answer.statusCode === 201).length * 2;
    expect(held).toBeLessThanOrEqual(40);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json()).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT', errors: [{ field: 'body.ingressos' }] });
    expect(((await stockOf(camper.id))?.vendidos ?? 0) - before).toBe(held);

    const member = await newMember(app, 'grace');
    const bought = await purchase(app, member, camp.id, (await campOrder(app, 1, 'CARTEIRA_DIGITAL')).body);
    expect(bought.statusCode).toBe(201);
  });

  it('one member holds at most 3 unpaid orders and 10 unpaid tickets at a church; paying frees the room', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'esperanca');
    const course = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Curso Online: Teologia Básica'));
    const seat = at(course.ingressos, 0);
    const pix = async (count: number) =>
      purchase(app, member, course.id, { ingressos: tickets(seat.id, count), totalEsperado: await feeTotal(app, course.id, seat.valor * count, 'PIX'), pagamento: { metodo: 'PIX' } });
    expect((await pix(11)).json()).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT' });
    const first = await pix(4);
    expect(first.statusCode).toBe(201);
    expect((await pix(4)).statusCode).toBe(201);
    expect((await pix(4)).json()).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT' });
    expect((await pix(2)).statusCode).toBe(201);
    expect((await pix(1)).json()).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT' });
    await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${first.json().pagamento.codigo}/pagar`, token: member.token });
    expect((await pix(1)).statusCode).toBe(201);
  });

  it('holds the limit when one member sends many unpaid orders at once (on PostgreSQL: real concurrency)', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'esperanca');
    const course = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Curso Online: Teologia Básica'));
    const seat = at(course.ingressos, 0);
    const body = { ingressos: tickets(seat.id, 1), totalEsperado: await feeTotal(app, course.id, seat.valor, 'PIX'), pagamento: { metodo: 'PIX' } };
    const answers = await Promise.all(Array.from({ length: 12 }, () => purchase(app, member, course.id, body)));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeLessThanOrEqual(3);
    const [unpaid] = rowsOf<{ n: number }>(
      await database.handle.db.execute(sql`select count(*)::integer as n from pagamento where usuario_id = ${member.id} and status in ('em_aberto', 'pendente', 'aguardando', 'em_analise')`),
    );
    expect(unpaid?.n).toBeLessThanOrEqual(3);
    const codes = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().pagamento.codigo as string);
    for (const codigo of codes) expect((await paymentByCode(database.handle.db, codigo))?.status).toBe('pendente');
  });
});
