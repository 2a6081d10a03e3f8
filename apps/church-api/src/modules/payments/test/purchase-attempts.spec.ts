import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tentativaAcesso } from '../../account/schema';
import { eventoIngresso, inscricao } from '../../events/schema';
import { attemptIdOf, purgeOldKeys } from '../idempotency';
import { paymentServices } from '../payment-services';
import { paymentSettingsFrom } from '../payment-settings';
import { idempotencia, pagamento } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { FakeStripe } from './stripe-fake';
import { paymentByCode, stripeEnv } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const testApp = setupTestApp({}, () => stripeEnv(stripe));

const MINUTE_MS = 60_000;

/** A new member of grace with a card saved at Stripe, and the online course's order paid with it. */
async function savedCardBuyer(app: FastifyInstance) {
  const buyer = await newMember(app, 'grace');
  const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
  const ticket = at(course.ingressos, 0);
  const token = await stripe.browserPaymentMethod('4242 4242 4242 4242');
  const saved = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${course.igreja}`, token: buyer.token, payload: { token } });
  const body = {
    ingressos: tickets(ticket.id, 1),
    totalEsperado: await feeTotal(app, course.id, ticket.valor, 'CARTAO_CREDITO'),
    pagamento: { metodo: 'CARTAO_CREDITO', cartao: { idCartaoSalvo: saved.json().cartao.id } },
  };
  return { buyer, course, ticket, body };
}

const paymentsOf = (app: ReturnType<typeof testApp>, usuarioId: number) => app.database.handle.db.select().from(pagamento).where(eq(pagamento.usuarioId, usuarioId));
const soldOf = async (app: ReturnType<typeof testApp>, ticketId: number) => (await app.database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId)))[0]?.vendidos ?? 0;

/** Makes the next recording of a gateway's answer fail, as a database failure right after the charge would (a sequence: its count survives the failed statement's rollback). */
async function failNextChargeRecord(app: ReturnType<typeof testApp>) {
  const db = app.database.handle.db;
  await db.execute(sql`drop sequence if exists falha_teste_seq`);
  await db.execute(sql`create sequence falha_teste_seq`);
  await db.execute(sql`
    create or replace function falha_teste_uma_vez() returns trigger as $$
    begin
      if old.status = 'em_aberto' and new.referencia_gateway is not null and nextval('falha_teste_seq') = 1 then
        raise exception 'the database went away';
      end if;
      return new;
    end $$ language plpgsql`);
  await db.execute(sql`drop trigger if exists falha_teste_gatilho on pagamento`);
  await db.execute(sql`create trigger falha_teste_gatilho before update on pagamento for each row execute function falha_teste_uma_vez()`);
}

describe('a purchase attempt survives failures', () => {
  it('charges a saved card once when the database fails right after the charge: the retry asks Stripe instead of charging again', async () => {
    const current = testApp();
    const { app } = current;
    const { buyer, ticket, course, body } = await savedCardBuyer(app);
    const sold = await soldOf(current, ticket.id);
    await failNextChargeRecord(current);
    const key = newKey();
    const intents = stripe.intentsCreated;
    const failed = await purchase(app, buyer, course.id, body, key);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(stripe.intentsCreated).toBe(intents + 1);

    const retried = await purchase(app, buyer, course.id, body, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(intents + 1);
    expect(await paymentsOf(current, buyer.id)).toHaveLength(1);
    expect(await soldOf(current, ticket.id)).toBe(sold + 1);
    expect(retried.json().inscricoes).toHaveLength(1);
    expect(retried.json().inscricoes[0].codigoCheckin).toEqual(expect.any(String));
    await current.database.handle.db.execute(sql`drop trigger falha_teste_gatilho on pagamento`);
  });

  it('refuses purchases and gifts without an Idempotency-Key, naming the header, and makes nothing', async () => {
    const current = testApp();
    const { app } = current;
    const { buyer, course, body } = await savedCardBuyer(app);
    const intents = stripe.intentsCreated;
    const unkeyed = await purchase(app, buyer, course.id, body, null);
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().errors).toEqual([expect.objectContaining({ field: expect.stringMatching(/idempotency-key/) })]);
    const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
    const gift = await give(app, { igreja: buyer.igreja, motivos: [{ idMotivo: tithe.id, valor: 1000 }], totalEsperado: 1000, pagamento: { metodo: 'CARTEIRA_DIGITAL' } }, { token: buyer.token, key: null });
    expect(gift.statusCode).toBe(400);
    expect(stripe.intentsCreated).toBe(intents);
    expect(await paymentsOf(current, buyer.id)).toEqual([]);
  });

  it("a visitor needs a key of 32 characters or more: it is their order's only secret", async () => {
    const { app } = testApp();
    const camp = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Youth Summer Camp'));
    const order = {
      ingressos: tickets(at(camp.ingressos, 0).id, 1, [{ idPergunta: at(camp.perguntas, 0).id, resposta: 'M' }]),
      totalEsperado: await feeTotal(app, camp.id, at(camp.ingressos, 0).valor, 'CARTEIRA_DIGITAL'),
      pagamento: { metodo: 'CARTEIRA_DIGITAL' },
      visitante: { nome: 'Sam', sobrenome: 'Lee', email: 'short-key@example.org' },
    };
    const short = await call(app, { method: 'POST', url: `/api/v1/evento/${camp.id}/inscricao-visitante/`, headers: { 'idempotency-key': 'abcdefgh12345678' }, payload: order });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ field: 'header.idempotency-key' })]);
  });

  it('lets a retry take over an attempt whose process died: never "in progress" for good, and the order it left is finished, not made twice', async () => {
    const current = testApp();
    const { app, database } = current;
    const { buyer, course, ticket, body } = await savedCardBuyer(app);
    const key = newKey();
    const sold = await soldOf(current, ticket.id);
    // The first request reaches Stripe, which charges, and the answer never comes back: the process is as good as dead.
    const held = stripe.holdNextAnswer('/v1/payment_intents');
    const first = purchase(app, buyer, course.id, body, key);
    await held.reached;
    const meanwhile = await purchase(app, buyer, course.id, body, key);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(Number(meanwhile.headers['retry-after'])).toBeGreaterThan(0);
    // Its lease runs out (as two minutes would make it): the next retry takes the attempt over and finishes it from Stripe's record.
    await database.handle.db.update(idempotencia).set({ leaseAte: sql`now() - interval '1 second'` }).where(eq(idempotencia.escopo, `u:${buyer.id}`));
    const intents = stripe.intentsCreated;
    const taken = await purchase(app, buyer, course.id, body, key);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentsCreated).toBe(intents);
    held.release();
    const late = await first;
    expect(late.json().pagamento.codigo).toBe(taken.json().pagamento.codigo);
    expect(await paymentsOf(current, buyer.id)).toHaveLength(1);
    expect(await soldOf(current, ticket.id)).toBe(sold + 1);
    expect((await purchase(app, buyer, course.id, body, key)).json().pagamento.status).toBe('aprovado');
  });

  it('settles an order a dead process left open: the sweeper asks the gateway, records what it made, and gives back what it did not', async () => {
    const current = testApp();
    const { app, database } = current;
    const db = database.handle.db;
    const later = () => new Date(Date.now() + 11 * MINUTE_MS);
    const { service } = paymentServices(db, paymentSettingsFrom({ ...stripeEnv(stripe) }), later);

    const charged = await savedCardBuyer(app);
    const held = stripe.holdNextAnswer('/v1/payment_intents');
    const abandoned = purchase(app, charged.buyer, charged.course.id, charged.body, newKey());
    await held.reached;
    // Nothing at all reached the gateway for this one: an open payment as a crash between the order and the charge leaves it.
    const never = await savedCardBuyer(app);
    const sold = await soldOf(current, never.ticket.id);
    const [order] = await db.select().from(pagamento).where(eq(pagamento.usuarioId, charged.buyer.id));
    expect(order?.status).toBe('em_aberto');
    await db.execute(sql`insert into pagamento (codigo, igreja_id, usuario_id, origem, descricao, id_evento, metodo, moeda, valor, taxa, juros, total, status)
      values ('DEADPROCESS1', ${order?.igrejaId}, ${never.buyer.id}, 'EVENTO', 'x', ${never.course.id}, 'CARTAO_CREDITO', 'USD', 100, 0, 0, 100, 'em_aberto')`);
    const [dead] = await db.select().from(pagamento).where(eq(pagamento.codigo, 'DEADPROCESS1'));
    await db.insert(inscricao).values({ igrejaId: dead?.igrejaId ?? 0, eventoId: never.course.id, ingressoId: never.ticket.id, usuarioId: never.buyer.id, pagamentoId: dead?.id ?? 0, participante: 'X', comprador: 'X', valor: 100, taxa: 0 });
    await db.update(eventoIngresso).set({ vendidos: sql`${eventoIngresso.vendidos} + 1` }).where(eq(eventoIngresso.id, never.ticket.id));

    expect(await service.settleOpenCharges(() => undefined)).toBeGreaterThanOrEqual(2);
    expect((await paymentByCode(db, order?.codigo ?? ''))?.status).toBe('aprovado');
    expect((await paymentByCode(db, 'DEADPROCESS1'))?.status).toBe('nao_aprovado');
    expect(await soldOf(current, never.ticket.id)).toBe(sold);
    held.release();
    expect((await abandoned).json().pagamento.status).toBe('aprovado');
  });

  it('does not keep a 429 against its key: once the limit lets go, the same key buys', async () => {
    const { app, database } = testApp();
    const camp = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Youth Summer Camp'));
    const email = `limited-${Date.now()}@example.org`;
    const order = {
      ingressos: tickets(at(camp.ingressos, 0).id, 1, [{ idPergunta: at(camp.perguntas, 0).id, resposta: 'M' }]),
      totalEsperado: await feeTotal(app, camp.id, at(camp.ingressos, 0).valor, 'CARTAO_CREDITO'),
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await stripe.browserPaymentMethod('4242 4242 4242 4242') } },
      visitante: { nome: 'Sam', sobrenome: 'Lee', email },
    };
    // Ten orders to one e-mail address in an hour is the limit: the counter is at ten.
    await database.handle.db.insert(tentativaAcesso).values({ chave: `guest-order:email:${email}`, janelaInicio: new Date(), contagem: 10 });
    const key = newKey() + newKey();
    const limited = await call(app, { method: 'POST', url: `/api/v1/evento/${camp.id}/inscricao-visitante/`, headers: { 'idempotency-key': key }, payload: order });
    expect(limited.statusCode).toBe(429);
    await database.handle.db.delete(tentativaAcesso).where(like(tentativaAcesso.chave, `guest-order:email:${email}`));
    const bought = await call(app, { method: 'POST', url: `/api/v1/evento/${camp.id}/inscricao-visitante/`, headers: { 'idempotency-key': key }, payload: order });
    expect(bought.statusCode).toBe(201);
  });

  it('forgets keys past their window, and the attempt marks of the payments they made', async () => {
    const { app, database } = testApp();
    const db = database.handle.db;
    const { buyer, course, body } = await savedCardBuyer(app);
    const key = newKey();
    const bought = await purchase(app, buyer, course.id, body, key);
    const attempt = attemptIdOf(`u:${buyer.id}`, key);
    expect((await paymentByCode(db, bought.json().pagamento.codigo))?.chaveIdempotencia).toBe(attempt);
    expect(await purgeOldKeys(db, new Date(Date.now() - MINUTE_MS))).toBe(0);
    expect(await purgeOldKeys(db, new Date(Date.now() + MINUTE_MS))).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencia).where(and(eq(idempotencia.escopo, `u:${buyer.id}`), eq(idempotencia.chave, key)))).toEqual([]);
    expect((await paymentByCode(db, bought.json().pagamento.codigo))?.chaveIdempotencia).toBeNull();
  });
});
