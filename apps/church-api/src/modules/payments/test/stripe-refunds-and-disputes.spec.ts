import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { GiftReceipts } from '../../giving/gift-receipts';
import { GiftRefundNotices } from '../../giving/gift-refund-notices';
import { eventoIngresso, inscricao } from '../../events/schema';
import { call, mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { pdfText } from '../../giving/test/pdf-text';
import { pagamento, webhookRecebido } from '../schema';
import { FakeStripe } from './stripe-fake';
import { deliverStripeEvent, ESPERANCA_STRIPE, paymentByCode, setupStripeTestApp } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const testApp = setupStripeTestApp(stripe);

let eventIds = 0;
/** A Stripe event to esperanca's address, with a fresh id unless one is given. */
const deliver = (type: string, object: Record<string, unknown>, id = `evt_rd_${(eventIds += 1)}_${Date.now()}`) => deliverStripeEvent(testApp().app, { id, type, object }, ESPERANCA_STRIPE);

/** Stripe's `charge.refunded` for a payment's charge, `refunded` cents of `amount` refunded so far. */
const refundEvent = (intent: string, amount: number, refunded: number) => ({ object: 'charge', id: `ch_${intent}`, payment_intent: intent, amount, amount_refunded: refunded, refunded: refunded >= amount });
/** Stripe's dispute object of a payment's charge, as `charge.dispute.created` and `.closed` carry it. */
const disputeOf = (intent: string, amount: number, status: string) => ({ object: 'dispute', id: `dp_${intent}`, charge: `ch_${intent}`, payment_intent: intent, amount, status, reason: 'fraudulent' });

/** A member's Pix order of one ticket at esperanca through its own Stripe account, paid (Stripe's success webhook). */
async function paidTicketOrder() {
  const { app, database } = testApp();
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const entry = at(event.ingressos, 0);
  const bought = await purchase(app, buyer, event.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, event.id, entry.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
  expect(bought.statusCode).toBe(201);
  const codigo = bought.json().pagamento.codigo as string;
  const payment = await paymentByCode(database.handle.db, codigo);
  const intent = payment?.referenciaGateway ?? '';
  expect(intent).toMatch(/^pi_/);
  expect((await deliver('payment_intent.succeeded', { object: 'payment_intent', id: intent })).statusCode).toBe(204);
  return { buyer, eventId: event.id, entryId: entry.id, codigo, intent, total: payment?.total ?? 0, ticketId: bought.json().inscricoes[0].id as number };
}

/** A member's Pix gift of `valor` to esperanca's tithe, paid through its own Stripe account. */
async function paidGift(donor: Awaited<ReturnType<typeof newMember>>, valor: number, reason = 'Dízimo') {
  const { app, database } = testApp();
  const motivo = reasonNamed(await givingOptions(app, SLUGS.esperanca), reason);
  const given = await give(app, { igreja: donor.igreja, motivos: [{ idMotivo: motivo.id, valor }], totalEsperado: valor, pagamento: { metodo: 'PIX' } }, { token: donor.token });
  expect(given.statusCode).toBe(201);
  const codigo = given.json().pagamento.codigo as string;
  const payment = await paymentByCode(database.handle.db, codigo);
  const intent = payment?.referenciaGateway ?? '';
  await deliver('payment_intent.succeeded', { object: 'payment_intent', id: intent });
  expect((await paymentByCode(database.handle.db, codigo))?.status).toBe('aprovado');
  return { codigo, intent, total: payment?.total ?? 0 };
}

const paymentOf = async (codigo: string) => paymentByCode(testApp().database.handle.db, codigo);
const ticketOf = async (id: number) => (await testApp().database.handle.db.select().from(inscricao).where(eq(inscricao.id, id)))[0];
const soldOf = async (id: number) => (await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, id)))[0]?.vendidos ?? 0;
/** The payment as its member reads it (the payment page's call). */
const memberView = async (buyer: { id: number; token: string }, codigo: string) => (await call(testApp().app, { url: `/api/v1/usuario/${buyer.id}/pagamento/?pedido=${codigo}`, token: buyer.token })).json().pagamento;
/** The member's tickets of the event, as "My tickets" lists them. */
const memberTickets = async (buyer: { id: number; token: string }, eventId: number) =>
  (await call(testApp().app, { url: `/api/v1/usuario/${buyer.id}/evento/${eventId}/inscricao/`, token: buyer.token })).json().inscricoes as { id: number; statusPagamento: string; codigoCheckin: string | null }[];

describe("a Stripe charge refunded in part, then in full, by Stripe's webhook", () => {
  it('records the refunded amount while the tickets stay valid, then refunds the order and gives its tickets back', async () => {
    const { buyer, eventId, entryId, codigo, intent, total, ticketId } = await paidTicketOrder();
    const sold = await soldOf(entryId);

    expect((await deliver('charge.refunded', refundEvent(intent, total, 1000))).statusCode).toBe(204);
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 1000 });
    expect(await memberView(buyer, codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 1000, total });
    expect((await ticketOf(ticketId))?.status).toBe('ativa');
    expect(await soldOf(entryId)).toBe(sold);
    expect((await memberTickets(buyer, eventId)).find((ticket) => ticket.id === ticketId)?.codigoCheckin).toEqual(expect.any(String));

    // A second refund: Stripe's amount_refunded counts both.
    await deliver('charge.refunded', refundEvent(intent, total, 1500));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 1500 });

    await deliver('charge.refunded', refundEvent(intent, total, total));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'estornado', valorEstornado: total });
    expect(await memberView(buyer, codigo)).toMatchObject({ status: 'estornado', valorEstornado: total });
    expect((await ticketOf(ticketId))?.status).toBe('cancelada');
    expect(await soldOf(entryId)).toBe(sold - 1);
  });

  it('applies the same event once, delivered twice and delivered concurrently', async () => {
    const { database } = testApp();
    const { codigo, intent, total } = await paidTicketOrder();
    const id = `evt_twice_${codigo}`;
    expect((await deliver('charge.refunded', refundEvent(intent, total, 700), id)).statusCode).toBe(204);
    expect((await deliver('charge.refunded', refundEvent(intent, total, 700), id)).statusCode).toBe(204);
    expect((await paymentOf(codigo))?.valorEstornado).toBe(700);

    // The same event five times at once, and two different refunds at once: each applied once, the larger one stands.
    const concurrent = `evt_concurrent_${codigo}`;
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver('charge.refunded', refundEvent(intent, total, 900), concurrent)),
      deliver('charge.refunded', refundEvent(intent, total, 1200)),
      deliver('charge.refunded', refundEvent(intent, total, 800)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(204));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 1200 });
    expect(await database.handle.db.select().from(webhookRecebido).where(and(eq(webhookRecebido.gateway, 'stripe'), eq(webhookRecebido.idEvento, concurrent)))).toHaveLength(1);

    // A full refund delivered five times at once gives the ticket back once.
    const full = `evt_full_${codigo}`;
    await Promise.all(Array.from({ length: 5 }, () => deliver('charge.refunded', refundEvent(intent, total, total), full)));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'estornado', valorEstornado: total });
  });

  it('keeps the latest figure when refund events arrive out of order', async () => {
    const { codigo, intent, total, ticketId } = await paidTicketOrder();
    await deliver('charge.refunded', refundEvent(intent, total, 2000));
    // The earlier refund's event, delivered late, says less: nothing changes.
    await deliver('charge.refunded', refundEvent(intent, total, 500));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 2000 });
    await deliver('charge.refunded', refundEvent(intent, total, total));
    await deliver('charge.refunded', refundEvent(intent, total, 2500));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'estornado', valorEstornado: total });
    expect((await ticketOf(ticketId))?.status).toBe('cancelada');
  });

  it('records a refund whose event comes before the success it follows', async () => {
    const { app, database } = testApp();
    const buyer = await newMember(app, 'esperanca');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(event.ingressos, 0);
    const bought = await purchase(app, buyer, event.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, event.id, entry.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
    const codigo = bought.json().pagamento.codigo as string;
    const payment = await paymentByCode(database.handle.db, codigo);
    const intent = payment?.referenciaGateway ?? '';
    const total = payment?.total ?? 0;
    await deliver('charge.refunded', refundEvent(intent, total, 300));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'pendente', valorEstornado: 300 });
    await deliver('payment_intent.succeeded', { object: 'payment_intent', id: intent });
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 300 });
  });
});

describe("a disputed Stripe charge, by Stripe's webhook", () => {
  it('is contestado while the bank holds the money (the ticket stays valid), and aprovado again once the dispute is won', async () => {
    const { buyer, eventId, entryId, codigo, intent, total, ticketId } = await paidTicketOrder();
    const sold = await soldOf(entryId);
    await deliver('charge.dispute.created', disputeOf(intent, total, 'needs_response'));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'contestado', contestacao: 'aberta' });
    expect(await memberView(buyer, codigo)).toMatchObject({ status: 'contestado', valorEstornado: 0 });
    expect((await ticketOf(ticketId))?.status).toBe('ativa');
    expect(await memberTickets(buyer, eventId)).toContainEqual(expect.objectContaining({ id: ticketId, statusPagamento: 'contestado', codigoCheckin: expect.any(String) }));

    await deliver('charge.dispute.closed', disputeOf(intent, total, 'won'));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', contestacao: 'ganha', valorEstornado: 0 });
    expect((await ticketOf(ticketId))?.status).toBe('ativa');
    expect(await soldOf(entryId)).toBe(sold);
    // The dispute's opening event delivered again, or late, cannot reopen it.
    await deliver('charge.dispute.created', disputeOf(intent, total, 'needs_response'));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', contestacao: 'ganha' });
  });

  it('lost, is refunded in full: the tickets are cancelled and go back on sale', async () => {
    const { buyer, codigo, intent, total, ticketId, entryId } = await paidTicketOrder();
    const sold = await soldOf(entryId);
    await deliver('charge.dispute.created', disputeOf(intent, total, 'needs_response'));
    await deliver('charge.dispute.closed', disputeOf(intent, total, 'lost'));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'estornado', contestacao: 'perdida', valorEstornado: total });
    expect(await memberView(buyer, codigo)).toMatchObject({ status: 'estornado', valorEstornado: total });
    expect((await ticketOf(ticketId))?.status).toBe('cancelada');
    expect(await soldOf(entryId)).toBe(sold - 1);
    // A "won" delivered after it was lost changes nothing.
    await deliver('charge.dispute.closed', disputeOf(intent, total, 'won'));
    expect((await paymentOf(codigo))?.status).toBe('estornado');
  });

  it('closed before its opening event arrives: the late opening changes nothing', async () => {
    const { codigo, intent, total } = await paidTicketOrder();
    await deliver('charge.dispute.closed', disputeOf(intent, total, 'won'));
    await deliver('charge.dispute.created', disputeOf(intent, total, 'needs_response'));
    expect(await paymentOf(codigo)).toMatchObject({ status: 'aprovado', contestacao: 'ganha' });
  });
});

describe("another church's charge delivered to this church's address", () => {
  it('changes nothing, however it is signed for this address', async () => {
    const { database } = testApp();
    const db = database.handle.db;
    const grace = await new ChurchRepository(db).findSummary('code', 'grace');
    if (!grace) throw new Error('No church grace');
    // grace's own Stripe payment (the single-church default's account), paid.
    const intent = `pi_grace_${Date.now()}`;
    const [other] = await db
      .insert(pagamento)
      .values({ codigo: `GRACE${Date.now()}`, igrejaId: grace.id, origem: 'EVENTO', metodo: 'CARTAO_CREDITO', moeda: 'USD', valor: 5000, taxa: 0, juros: 0, total: 5000, status: 'aprovado', referenciaGateway: intent, gateway: 'stripe' })
      .returning();
    for (const [type, object] of [
      ['charge.refunded', refundEvent(intent, 5000, 1000)],
      ['charge.refunded', refundEvent(intent, 5000, 5000)],
      ['charge.dispute.created', disputeOf(intent, 5000, 'needs_response')],
      ['charge.dispute.closed', disputeOf(intent, 5000, 'lost')],
    ] as const) {
      expect((await deliver(type, object)).statusCode).toBe(204);
    }
    expect(await paymentByCode(db, other?.codigo ?? '')).toMatchObject({ status: 'aprovado', valorEstornado: 0, contestacao: null });
  });
});

describe('the giving statement after refunds and disputes', () => {
  it('counts each gift net of its refunds, leaves out gifts refunded in full, disputed or lost, and takes back a dispute won', async () => {
    const { app } = testApp();
    const donor = await newMember(app, 'esperanca');
    const partial = await paidGift(donor, 10000);
    const refunded = await paidGift(donor, 2000);
    const lost = await paidGift(donor, 3000, 'Oferta');
    const disputed = await paidGift(donor, 4000, 'Oferta');
    const untouched = await paidGift(donor, 1000, 'Oferta');

    await deliver('charge.refunded', refundEvent(partial.intent, partial.total, 2500));
    await deliver('charge.refunded', refundEvent(refunded.intent, refunded.total, refunded.total));
    await deliver('charge.dispute.created', disputeOf(lost.intent, lost.total, 'needs_response'));
    await deliver('charge.dispute.closed', disputeOf(lost.intent, lost.total, 'lost'));
    await deliver('charge.dispute.created', disputeOf(disputed.intent, disputed.total, 'needs_response'));

    const year = DateTime.now().setZone('America/Sao_Paulo').year;
    const query = `igreja=${donor.igreja}&ano=${year}`;
    const statementOf = async () => (await call(app, { url: `/api/v1/usuario/${donor.id}/doacao/extrato?${query}`, token: donor.token })).json();

    const statement = await statementOf();
    expect(statement).toMatchObject({ total: 7500 + 1000, totalEstornado: 2500, taxasCobertas: 0 });
    expect(statement.porMotivo).toEqual(expect.arrayContaining([{ motivo: 'Dízimo', total: 7500 }, { motivo: 'Oferta', total: 1000 }]));
    expect(statement.doacoes.map((gift: { codigoPagamento: string }) => gift.codigoPagamento).sort()).toEqual([partial.codigo, untouched.codigo].sort());
    expect(statement.doacoes.find((gift: { codigoPagamento: string }) => gift.codigoPagamento === partial.codigo)).toMatchObject({ valor: 10000, valorEstornado: 2500, valorLiquido: 7500, status: 'aprovado' });

    // My giving lists every gift, with its refund and its state.
    const mine = (await call(app, { url: `/api/v1/usuario/${donor.id}/doacao/?igreja=${donor.igreja}`, token: donor.token })).json().doacoes as { codigoPagamento: string; status: string; valorEstornado: number; valorLiquido: number }[];
    const gift = (codigo: string) => mine.find((one) => one.codigoPagamento === codigo);
    expect(gift(partial.codigo)).toMatchObject({ status: 'aprovado', valorEstornado: 2500, valorLiquido: 7500 });
    expect(gift(refunded.codigo)).toMatchObject({ status: 'estornado', valorEstornado: 2000, valorLiquido: 0 });
    expect(gift(lost.codigo)).toMatchObject({ status: 'estornado', valorLiquido: 0 });
    expect(gift(disputed.codigo)).toMatchObject({ status: 'contestado', valorEstornado: 0, valorLiquido: 4000 });

    // The PDF says the same, the refund stated under the gift.
    const pdf = pdfText((await call(app, { url: `/api/v1/usuario/${donor.id}/doacao/extrato/pdf?${query}`, token: donor.token })).rawPayload);
    const reais = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    expect(pdf).toContain(reais(8500));
    // pdfkit writes the amount as a run of its own.
    expect(pdf).toContain(`estornado \n${reais(2500)}`);
    expect(pdf).toContain(`${reais(2500)} foram devolvidos ao doador`);
    expect(pdf).not.toContain(disputed.codigo);

    // The dispute won: the gift is counted again.
    await deliver('charge.dispute.closed', disputeOf(disputed.intent, disputed.total, 'won'));
    const after = await statementOf();
    expect(after).toMatchObject({ total: 7500 + 1000 + 4000, totalEstornado: 2500 });
    expect(after.porMotivo).toEqual(expect.arrayContaining([{ motivo: 'Oferta', total: 5000 }]));
  });
});

describe('the refund notice of a gift', () => {
  /** The giving module's receipt and refund-notice runners on the test database, as one app process runs them; a failure fails the test. */
  function givingMail() {
    const db = testApp().database.handle.db;
    const churches = new ChurchRepository(db);
    const deps = { db, outboxOf: (tx: typeof db) => new MailOutbox(tx, 'no-reply@example.org'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) };
    const fail = (error: unknown) => {
      throw error;
    };
    return { receipts: () => new GiftReceipts(deps).sendDue(fail), notices: () => new GiftRefundNotices(deps).sendDue(fail) };
  }

  it("tells the donor of each refund in the church's language, once, and never sends the receipt again; a dispute lost sends none", async () => {
    const { app } = testApp();
    const mail = givingMail();
    const donor = await newMember(app, 'esperanca');
    const gift = await paidGift(donor, 10000);
    await mail.receipts();
    await mail.notices();
    const mailsTo = async (subject: RegExp) => (await mailbox(app, donor.email)).filter((one) => subject.test(one.subject));
    expect(await mailsTo(/Recibo/)).toHaveLength(1);
    expect(await mailsTo(/estornada/)).toEqual([]);

    const reais = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    const id = `evt_notice_${gift.codigo}`;
    await deliver('charge.refunded', refundEvent(gift.intent, gift.total, 2500), id);
    await deliver('charge.refunded', refundEvent(gift.intent, gift.total, 2500), id);
    await mail.notices();
    await mail.notices();
    const [partly, ...more] = await mailsTo(/^Doação estornada em parte — Igreja Esperança$/);
    expect(more).toEqual([]);
    expect(partly?.text).toContain(`estornamos ${reais(2500)} da sua doação de ${reais(10000)} (Dízimo)`);
    expect(partly?.text).toContain(`No seu informe de doações, ela conta agora ${reais(7500)}.`);

    await deliver('charge.refunded', refundEvent(gift.intent, gift.total, gift.total));
    await mail.notices();
    const [full, ...again] = await mailsTo(/^Doação estornada — Igreja Esperança$/);
    expect(again).toEqual([]);
    expect(full?.text).toContain(`estornamos ${reais(10000)} da sua doação de ${reais(10000)}`);
    expect(full?.text).toContain('A doação não conta mais no seu informe de doações.');
    await mail.receipts();
    expect(await mailsTo(/Recibo/)).toHaveLength(1);

    // The bank returned a disputed gift's money: no refund notice (the church did not refund it).
    const disputed = await paidGift(donor, 3000, 'Oferta');
    await deliver('charge.dispute.created', disputeOf(disputed.intent, disputed.total, 'needs_response'));
    await deliver('charge.dispute.closed', disputeOf(disputed.intent, disputed.total, 'lost'));
    await mail.notices();
    expect(await mailsTo(/estornada/)).toHaveLength(2);
  });
});

