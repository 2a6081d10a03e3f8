import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doacao, doacaoRecorrente } from '../schema';
import { RecurringGiftCharger } from '../recurring-gift-charger';
import { startRecurringGiftJob } from '../recurring-gift-job';
import { pausedPixGiftMail, pixPeriodMail } from '../recurring-gift-mail';
import { givingSettingsFrom } from '../giving-settings';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { pagamento } from '../../payments/schema';
import { paymentServices } from '../../payments/payment-services';
import { paymentSettingsFrom } from '../../payments/payment-settings';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { give, givingOptions, reasonNamed, SLUGS } from './giving-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));
const DAY_MS = 86_400_000;
/** The grace of each period's Pix in these tests (the default). */
const GRACE_DAYS = 3;
/** The moment the test's simulated month starts: every clock below is this plus some days. */
const START = Date.now();
const day = (days: number) => new Date(START + days * DAY_MS);
const reais = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** The payment core of one app process, its clock at `days` into the month. */
function paymentsAt(days: number) {
  return paymentServices(testApp().database.handle.db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), () => day(days)).service;
}

/** The recurring gifts job (charger and e-mails) of one app process, its clock at `days` into the month; a failure fails the test. */
function jobAt(days: number) {
  const db = testApp().database.handle.db;
  const churches = new ChurchRepository(db);
  const charger = new RecurringGiftCharger(db, paymentsAt(days), () => day(days), { pixGraceMs: givingSettingsFrom({}).recurringPixGraceMs });
  return startRecurringGiftJob(
    { db, charger, outbox: new MailOutbox(db, 'no-reply@example.org'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) },
    {
      intervalMs: 0,
      onError: (error) => {
        throw error;
      },
    },
  );
}

/** Two app processes run the job at once at `days`; what happened to this member's gift. */
async function runBothAt(days: number, usuarioId: number) {
  const [first, second] = await Promise.all([jobAt(days).runOnce(), jobAt(days).runOnce()]);
  return [...first, ...second].filter((outcome) => outcome.usuarioId === usuarioId);
}

/** The payment core's holds job at `days`: the Pix whose time ran out are cancelled (at the provider too). */
async function endHoldsAt(days: number) {
  await paymentsAt(days).endExpiredHolds((error) => {
    throw error;
  });
}

/** A member's monthly tithe by Pix at Igreja Esperança, its first Pix paid (or not) now; its next period due on day 30. */
async function monthlyPixTithe(options: { payFirst?: boolean } = {}) {
  const { app, database } = testApp();
  const member = await newMember(app, 'esperanca');
  const reason = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
  const response = await give(app, { igreja: member.igreja, motivos: [{ idMotivo: reason.id, valor: 10000 }], totalEsperado: 10000, recorrenciaDias: 30, pagamento: { metodo: 'PIX' } }, { token: member.token });
  expect(response.statusCode, response.body).toBe(201);
  const { pagamento: first, recorrente } = response.json();
  expect(first).toMatchObject({ status: 'pendente', pix: { copiaECola: expect.any(String) } });
  expect(recorrente).toMatchObject({ status: 'ativa', metodo: 'PIX', idCartao: null });
  if (options.payFirst !== false) expect((await pay(first.codigo, member.token)).statusCode).toBe(200);
  // The gift was made at the real now: its calendar is set to the simulated month's.
  await database.handle.db.update(doacaoRecorrente).set({ vencimentoCiclo: day(30), proximaCobranca: day(30) }).where(eq(doacaoRecorrente.id, recorrente.id));
  return { member, id: recorrente.id as number, url: `/api/v1/usuario/${member.id}/doacao-recorrente/${recorrente.id}` };
}

/** The donor pays a Pix in their bank (the sandbox's webhook confirms it). */
function pay(codigo: string, token: string) {
  return call(testApp().app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${codigo}/pagar`, token });
}

async function giftRow(id: number) {
  const [row] = await testApp().database.handle.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.id, id));
  if (!row) throw new Error(`No recurring gift ${id}`);
  return row;
}

/** The member's gift payments, oldest first: method, status and Pix expiry. */
async function paymentsOf(usuarioId: number) {
  return testApp()
    .database.handle.db.select({ codigo: pagamento.codigo, metodo: pagamento.metodo, status: pagamento.status, pixExpiraEm: pagamento.pixExpiraEm, pix: pagamento.pixCopiaECola })
    .from(doacao)
    .innerJoin(pagamento, eq(pagamento.id, doacao.pagamentoId))
    .where(eq(doacao.usuarioId, usuarioId))
    .orderBy(pagamento.id);
}

const pixMails = async (email: string) => (await mailbox(testApp().app, email)).filter((mail) => mail.subject.startsWith('Sua doação recorrente por Pix')).reverse();
const pausedMails = async (email: string) => (await mailbox(testApp().app, email)).filter((mail) => mail.subject.startsWith('Sua doação recorrente foi pausada')).reverse();

async function myRecurringGifts(member: { id: number; igreja: number; token: string }) {
  const listed = await call(testApp().app, { url: `/api/v1/usuario/${member.id}/doacao-recorrente/?igreja=${member.igreja}`, token: member.token });
  expect(listed.statusCode).toBe(200);
  return listed.json().recorrentes;
}

describe('recurring gifts by Pix', () => {
  it('sends one Pix per period however many runners go, moves on when it is paid, pauses once when its grace ends unpaid, and charges the next period once resumed', async () => {
    const { app } = testApp();
    const { member, id, url } = await monthlyPixTithe();

    // Day 30: two processes run the job at once; one Pix is made for the period, living for the grace.
    const made = await runBothAt(30.01, member.id);
    expect(made).toEqual([expect.objectContaining({ metodo: 'PIX', status: 'pendente', paused: false, pix: expect.objectContaining({ total: 10000, expiraEm: day(30.01 + GRACE_DAYS) }) })]);
    expect(await runBothAt(30.5, member.id)).toEqual([]);
    expect(await runBothAt(32.9, member.id)).toEqual([]);
    let payments = await paymentsOf(member.id);
    expect(payments.map((payment) => [payment.metodo, payment.status])).toEqual([
      ['PIX', 'aprovado'],
      ['PIX', 'pendente'],
    ]);
    const second = payments[1];
    expect(second?.pixExpiraEm).toEqual(day(30.01 + GRACE_DAYS));

    // The donor is sent it once, in the church's language: the amount, the code, until when, and the page with its QR code.
    const mails = await pixMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Sua doação recorrente por Pix: ${reais(10000)} — Igreja Esperança`);
    expect(mails[0]?.text).toContain(`Chegou o período da sua doação recorrente de ${reais(10000)} para Dízimo.`);
    expect(mails[0]?.text).toContain(second?.pix ?? 'no code');
    expect(mails[0]?.text).toMatch(/Ele pode ser pago até .*2\d{3}/);
    expect(mails[0]?.links.some((link) => link.endsWith(`/user/payment/${second?.codigo}`))).toBe(true);

    // My giving shows the gift's pending Pix.
    expect(await myRecurringGifts(member)).toEqual([
      expect.objectContaining({ id, metodo: 'PIX', status: 'ativa', pixPendente: { codigoPagamento: second?.codigo, total: 10000, copiaECola: second?.pix, expiraEm: day(30.01 + GRACE_DAYS).toISOString() } }),
    ]);

    // Paid on time (by its webhook): the period is over when its grace ends, and the next falls due by the calendar.
    expect((await pay(second?.codigo ?? '', member.token)).statusCode).toBe(200);
    expect((await myRecurringGifts(member))[0].pixPendente).toBeNull();
    await endHoldsAt(33.1);
    expect(await runBothAt(33.1, member.id)).toEqual([expect.objectContaining({ status: 'aprovado', paused: false })]);
    expect(await giftRow(id)).toMatchObject({ status: 'ativa', ciclo: 2, vencimentoCiclo: day(60), proximaCobranca: day(60) });
    expect(await runBothAt(59.9, member.id)).toEqual([]);

    // Day 60: the next period's Pix, once; nobody pays it.
    expect(await runBothAt(60.01, member.id)).toEqual([expect.objectContaining({ status: 'pendente', pix: expect.objectContaining({ expiraEm: day(60.01 + GRACE_DAYS) }) })]);
    expect(await runBothAt(60.02, member.id)).toEqual([]);
    expect(await pixMails(member.email)).toHaveLength(2);
    // Its grace ends: the holds job cancels it, and the gift pauses; the donor is told once.
    await Promise.all([endHoldsAt(63.1), endHoldsAt(63.1)]);
    expect(await runBothAt(63.1, member.id)).toEqual([expect.objectContaining({ status: 'cancelado', paused: true })]);
    expect(await runBothAt(63.2, member.id)).toEqual([]);
    expect(await runBothAt(75, member.id)).toEqual([]);
    expect(await runBothAt(91, member.id)).toEqual([]);
    const paused = await pausedMails(member.email);
    expect(paused).toHaveLength(1);
    expect(paused[0]?.subject).toBe('Sua doação recorrente foi pausada — Igreja Esperança');
    expect(paused[0]?.text).toContain(`O Pix deste período da sua doação recorrente de ${reais(10000)} para Dízimo venceu sem ser pago.`);
    expect(paused[0]?.links.some((link) => link.endsWith('/user/giving'))).toBe(true);
    expect(await pixMails(member.email)).toHaveLength(2);
    expect(await myRecurringGifts(member)).toEqual([expect.objectContaining({ id, metodo: 'PIX', status: 'pausada', pausadaEm: day(63.1).toISOString(), pixPendente: null })]);

    // Resumed without a card (the real now, before the simulated day 91): the period that paused is not sent again, the next one is, once.
    const resumed = await call(app, { method: 'POST', url: `${url}/retomar`, token: member.token, payload: {} });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().recorrente).toMatchObject({ status: 'ativa', metodo: 'PIX', pausadaEm: null, proximaCobranca: day(90).toISOString() });
    expect(await runBothAt(89.9, member.id)).toEqual([]);
    expect(await runBothAt(90.01, member.id)).toEqual([expect.objectContaining({ status: 'pendente', pix: expect.objectContaining({ expiraEm: day(90.01 + GRACE_DAYS) }) })]);
    expect(await runBothAt(90.5, member.id)).toEqual([]);
    expect(await pixMails(member.email)).toHaveLength(3);
    payments = await paymentsOf(member.id);
    expect(payments.map((payment) => payment.status)).toEqual(['aprovado', 'aprovado', 'cancelado', 'pendente']);
    expect(new Set(payments.map((payment) => payment.pix)).size).toBe(4);
  });

  it('stops a Pix gift whose first Pix was never paid when its next period comes, sending nothing', async () => {
    const { member, id } = await monthlyPixTithe({ payFirst: false });
    await endHoldsAt(1);
    expect(await runBothAt(30.01, member.id)).toEqual([]);
    expect((await giftRow(id)).status).toBe('parada');
    expect(await runBothAt(60.01, member.id)).toEqual([]);
    expect((await paymentsOf(member.id)).map((payment) => payment.status)).toEqual(['cancelado']);
    expect(await pixMails(member.email)).toEqual([]);
  });

  it('takes Pix for a recurring gift only where the church takes Pix, and still no other method than a card', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const options = await givingOptions(app, SLUGS.grace);
    const tithe = reasonNamed(options, 'Tithe');
    const pix = await give(app, { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor: 1000 }], totalEsperado: 1000, recorrenciaDias: 30, pagamento: { metodo: 'PIX' } }, { token: member.token });
    expect(pix.json()).toMatchObject({ status: 422, code: 'EVT_REG_010' });
    const pt = await newMember(app, 'esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const slip = await give(app, { igreja: pt.igreja, motivos: [{ idMotivo: dizimo.id, valor: 1000 }], totalEsperado: 1000, recorrenciaDias: 30, pagamento: { metodo: 'BOLETO' } }, { token: pt.token });
    expect(slip.json()).toMatchObject({ status: 422, code: 'DOACAO_RECORRENCIA_CARTAO' });
  });

  it('writes the period’s Pix and the pause in English and Spanish too', () => {
    const links = { payment: 'https://grace.example/user/payment/ABC', giving: 'https://grace.example/user/giving' };
    const common = { churchName: 'Church', firstName: 'Ana', amount: 'R$ 100,00', reason: 'Tithe', pixCode: '000201PIX', expiresAt: 'December 3, 2026' };
    const en = pixPeriodMail({ ...common, language: 'en' }, links);
    expect(en.subject).toBe('Your recurring gift by Pix: R$ 100,00 — Church');
    expect(en.text).toContain('000201PIX');
    expect(en.text).toContain('It can be paid until December 3, 2026.');
    expect(en.text).toContain('Pay by Pix: https://grace.example/user/payment/ABC');
    const es = pixPeriodMail({ ...common, language: 'es' }, links);
    expect(es.subject).toBe('Su donación recurrente por Pix: R$ 100,00 — Church');
    expect(es.text).toContain('Gracias por su generosidad,');
    expect(es.text).toContain('Puede pagarse hasta el December 3, 2026.');
    expect(pausedPixGiftMail({ ...common, language: 'en' }, links).text).toContain("This period's Pix of your recurring gift of R$ 100,00 to Tithe expired unpaid.");
    expect(pausedPixGiftMail({ ...common, language: 'es' }, links).subject).toBe('Su donación recurrente está en pausa — Church');
  });
});

describe('the grace of a recurring gift’s Pix', () => {
  it('is 3 days unless RECURRING_PIX_GRACE_DAYS says otherwise, and at most 14 (Stripe’s longest Pix)', () => {
    expect(givingSettingsFrom({}).recurringPixGraceMs).toBe(3 * DAY_MS);
    expect(givingSettingsFrom({ RECURRING_PIX_GRACE_DAYS: '5' }).recurringPixGraceMs).toBe(5 * DAY_MS);
    expect(() => givingSettingsFrom({ RECURRING_PIX_GRACE_DAYS: '15' })).toThrow(/RECURRING_PIX_GRACE_DAYS/);
    expect(() => givingSettingsFrom({ RECURRING_PIX_GRACE_DAYS: '0' })).toThrow(/RECURRING_PIX_GRACE_DAYS/);
  });
});
