import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { pagamento } from '../../payments/schema';
import { paymentServices } from '../../payments/payment-services';
import { paymentSettingsFrom } from '../../payments/payment-settings';
import { usuarioPlanoAssinatura, usuarioPlanoAssinaturaCobranca } from '../schema';
import { SubscriptionReceipts } from '../subscription-receipts';
import { startSubscriptionRenewalJob } from '../subscription-renewal-job';
import { SubscriptionRenewals } from '../subscription-renewals';
import { WatchRepository } from '../watch-repository';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));
const DAY_MS = 86_400_000;
/** The moment the test's simulated time starts (the subscription is made then): every clock below is this plus some days. */
const START = Date.now();
const day = (days: number) => new Date(START + days * DAY_MS);

type Member = Awaited<ReturnType<typeof newMember>>;

function paymentsAt(days: number) {
  return paymentServices(testApp().database.handle.db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), () => day(days)).service;
}

/** The renewals job of one app process, its clock at `days`; a failure fails the test. */
function jobAt(days: number) {
  const db = testApp().database.handle.db;
  const churches = new ChurchRepository(db);
  return startSubscriptionRenewalJob(
    { db, renewals: new SubscriptionRenewals(db, paymentsAt(days), () => day(days)), outbox: new MailOutbox(db, 'no-reply@example.org'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) },
    {
      intervalMs: 0,
      onError: (error) => {
        throw error;
      },
    },
  );
}

/** The receipts job of two processes at once; how many receipts they put in the outbox. */
async function sendReceipts(): Promise<number> {
  const db = testApp().database.handle.db;
  const churches = new ChurchRepository(db);
  const receipts = () => new SubscriptionReceipts({ db, outboxOf: (tx) => new MailOutbox(tx, 'no-reply@example.org'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) });
  const fail = (error: unknown) => {
    throw error;
  };
  const sent = await Promise.all([receipts().sendDue(fail), receipts().sendDue(fail)]);
  return sent[0] + sent[1];
}

/** Two app processes run the job at once at `days`; what happened to this member's subscription. */
async function runBothAt(days: number, member: Member) {
  const [first, second] = await Promise.all([jobAt(days).runOnce(), jobAt(days).runOnce()]);
  return [...first, ...second].filter((outcome) => outcome.usuarioId === member.id);
}

async function subscribe(member: Member, payload: Record<string, unknown>) {
  const response = await call(testApp().app, { method: 'POST', url: '/api/v1/usuario-plano-assinatura/', token: member.token, payload: { igreja: member.igreja, ...payload }, headers: { 'idempotency-key': `renewal-${crypto.randomUUID()}` } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().usuarioPlanoAssinatura.id as number;
}

async function planId(slug: string, codigo: string): Promise<number> {
  const plans = (await testApp().app.inject({ url: `/api/v1/igreja/${slug}/plano-assinatura/` })).json().planoAssinaturas as { id: number; codigo: string }[];
  return plans.find((plan) => plan.codigo === codigo)?.id ?? 0;
}

async function row(id: number) {
  const [found] = await testApp().database.handle.db.select().from(usuarioPlanoAssinatura).where(eq(usuarioPlanoAssinatura.id, id));
  if (!found) throw new Error(`no subscription ${id}`);
  return found;
}

/** The subscription was made at the real now: its calendar is moved to the simulated one (its current period ends on `days`). */
async function periodEndsOn(id: number, days: number) {
  await testApp().database.handle.db.update(usuarioPlanoAssinatura).set({ fimPeriodo: day(days), proximaCobranca: day(days) }).where(eq(usuarioPlanoAssinatura.id, id));
}

/** The renewal payments of a subscription, oldest first. */
async function renewalPayments(id: number) {
  return testApp()
    .database.handle.db.select({ ciclo: usuarioPlanoAssinaturaCobranca.ciclo, tentativa: usuarioPlanoAssinaturaCobranca.tentativa, codigo: pagamento.codigo, status: pagamento.status, total: pagamento.total, pix: pagamento.pixCopiaECola })
    .from(usuarioPlanoAssinaturaCobranca)
    .innerJoin(pagamento, eq(pagamento.id, usuarioPlanoAssinaturaCobranca.pagamentoId))
    .where(eq(usuarioPlanoAssinaturaCobranca.assinaturaId, id))
    .orderBy(pagamento.id);
}

const watching = (member: Member, days: number) => new WatchRepository(testApp().database.handle.db).subscribed(member.igreja, member.id, day(days));

/** Makes the member's saved card one the sandbox declines (or approves again). */
async function cardDeclines(member: Member, declines: boolean) {
  const token = await cardToken(testApp().app, member.igreja, declines ? '4000 0000 0000 0002' : '4242 4242 4242 4242');
  await testApp().database.handle.db.execute(sql`update usuario_cartao_gateway_pagamento set token = ${token} where usuario_id = ${member.id}`);
}

describe('renewing subscriptions', () => {
  it('charges the card when the trial ends, once however many runners go, with the coupon and the hiring fee; the next period without them', async () => {
    const member = await newMember(testApp().app, 'grace');
    const id = await subscribe(member, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), cupom: 'WELCOME50', totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja) } } });
    await periodEndsOn(id, 7);
    expect(await runBothAt(6.9, member)).toEqual([]);
    const renewed = await runBothAt(7.01, member);
    expect(renewed).toEqual([expect.objectContaining({ kind: 'paid', total: 499 })]);
    expect(await renewalPayments(id)).toEqual([expect.objectContaining({ ciclo: 1, tentativa: 1, status: 'aprovado', total: 499 })]);
    let subscription = await row(id);
    expect(subscription).toMatchObject({ situacao: 'ativo', ciclo: 1, falhas: 0 });
    // A calendar month after the trial's end.
    const monthLater = new Date(day(7));
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(subscription.fimPeriodo).toEqual(monthLater);
    expect(subscription.proximaCobranca).toEqual(monthLater);

    // Its receipt, once: the plan, the coupon's discount, until when it gives access.
    expect(await sendReceipts()).toBeGreaterThanOrEqual(1);
    expect(await sendReceipts()).toBe(0);
    const receipts = (await mailbox(testApp().app, member.email)).filter((mail) => mail.subject.startsWith('Receipt for your subscription: Monthly'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('We received your payment of $4.99');
    expect(receipts[0]?.text).toContain('Coupon discount: $5.00.');
    expect(receipts[0]?.text).toMatch(/Subscription: Monthly, with access until \w+ \d+, 2\d{3}\./);
    expect(receipts[0]?.links.some((link) => link.endsWith('/user/subscriptions'))).toBe(true);

    const days = (monthLater.getTime() - START) / DAY_MS;
    expect(await runBothAt(days + 0.01, member)).toEqual([expect.objectContaining({ kind: 'paid', total: 499 })]);
    subscription = await row(id);
    expect(subscription.ciclo).toBe(2);
    expect(await watching(member, days + 20)).toBe(true);
  });

  it('retries a declined card in the grace, e-mails the member each time, keeps access meanwhile, and ends it when the grace runs out', async () => {
    const member = await newMember(testApp().app, 'grace');
    const id = await subscribe(member, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja) } } });
    await periodEndsOn(id, 7);
    await cardDeclines(member, true);

    expect(await runBothAt(7.01, member)).toEqual([expect.objectContaining({ kind: 'declined', retryAt: day(8.01), accessUntil: day(14) })]);
    expect(await row(id)).toMatchObject({ situacao: 'inadimplente', falhas: 1, proximaCobranca: day(8.01) });
    expect(await watching(member, 10)).toBe(true);
    const listed = await call(testApp().app, { url: `/api/v1/usuario/${member.id}/usuario-plano-assinatura/?igreja=${member.igreja}`, token: member.token });
    expect(listed.json().usuarioPlanoAssinaturas[0]).toMatchObject({ status: { situacao: 'inadimplente' }, proximaCobranca: day(8.01).toISOString() });

    expect(await runBothAt(8.02, member)).toEqual([expect.objectContaining({ kind: 'declined', retryAt: day(10.01) })]);
    expect(await runBothAt(10.02, member)).toEqual([expect.objectContaining({ kind: 'declined', retryAt: day(12.01) })]);
    // The third retry is the last: the next look is the grace's end.
    expect(await runBothAt(12.02, member)).toEqual([expect.objectContaining({ kind: 'declined', retryAt: null, accessUntil: day(14) })]);
    expect(await row(id)).toMatchObject({ proximaCobranca: day(14) });
    expect(await watching(member, 13.9)).toBe(true);
    expect(await runBothAt(14.01, member)).toEqual([expect.objectContaining({ kind: 'ended' })]);
    expect(await row(id)).toMatchObject({ situacao: 'encerrado', proximaCobranca: null });
    expect(await watching(member, 14.02)).toBe(false);
    expect((await renewalPayments(id)).map((payment) => [payment.ciclo, payment.tentativa, payment.status])).toEqual([
      [1, 1, 'nao_aprovado'],
      [1, 2, 'nao_aprovado'],
      [1, 3, 'nao_aprovado'],
      [1, 4, 'nao_aprovado'],
    ]);

    const mails = (await mailbox(testApp().app, member.email)).map((mail) => mail.subject);
    expect(mails.filter((subject) => subject.startsWith('We could not renew your subscription'))).toHaveLength(4);
    expect(mails.filter((subject) => subject.startsWith('Your subscription has ended'))).toHaveLength(1);
    // The mailbox lists the newest first: the first decline's mail is the last.
    const first = (await mailbox(testApp().app, member.email)).filter((mail) => mail.subject.startsWith('We could not renew')).at(-1);
    expect(first?.text).toContain('We will try again on');
    expect(first?.text).toContain('You keep watching until');
  });

  it('renews on a retry once the member fixes the card, counting the period from the calendar', async () => {
    const member = await newMember(testApp().app, 'grace');
    const id = await subscribe(member, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja) } } });
    await periodEndsOn(id, 7);
    await cardDeclines(member, true);
    await runBothAt(7.01, member);
    await cardDeclines(member, false);
    expect(await runBothAt(8.02, member)).toEqual([expect.objectContaining({ kind: 'paid' })]);
    const monthLater = new Date(day(7));
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(await row(id)).toMatchObject({ situacao: 'ativo', ciclo: 1, falhas: 0, primeiraFalhaEm: null, fimPeriodo: monthLater });
  });

  it('charges the card the member chooses for the subscription at once, or their newest card once the old one is removed', async () => {
    const member = await newMember(testApp().app, 'grace');
    const id = await subscribe(member, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja) } } });
    await periodEndsOn(id, 7);
    await cardDeclines(member, true);
    expect(await runBothAt(7.01, member)).toEqual([expect.objectContaining({ kind: 'declined' })]);

    // A new card, chosen for the subscription: the next run charges it, before the retry's day.
    const saved = await call(testApp().app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${member.igreja}`, token: member.token, payload: { token: await cardToken(testApp().app, member.igreja, '5555 5555 5555 4444') } });
    expect(saved.statusCode, saved.body).toBe(201);
    const url = `/api/v1/usuario/${member.id}/usuario-plano-assinatura/${id}/cartao/?igreja=${member.igreja}`;
    const chosen = await call(testApp().app, { method: 'PUT', url, token: member.token, payload: { idCartaoSalvo: saved.json().cartao.id } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().usuarioPlanoAssinatura).toMatchObject({ status: { situacao: 'inadimplente' }, metodo: 'CARTAO_CREDITO' });
    expect(await runBothAt(7.02, member)).toEqual([expect.objectContaining({ kind: 'paid' })]);

    // The next period's card is removed: the member's newest card pays it.
    const other = await newMember(testApp().app, 'grace');
    const otherId = await subscribe(other, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, other.igreja) } } });
    await periodEndsOn(otherId, 7);
    await testApp().database.handle.db.execute(sql`delete from usuario_cartao_gateway_pagamento where usuario_id = ${other.id}`);
    expect(await runBothAt(7.01, other)).toEqual([expect.objectContaining({ kind: 'declined', noCard: true })]);
    await call(testApp().app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${other.igreja}`, token: other.token, payload: { token: await cardToken(testApp().app, other.igreja) } });
    expect(await runBothAt(8.02, other)).toEqual([expect.objectContaining({ kind: 'paid' })]);
  });

  it('refuses choosing a card for another member’s subscription, another’s card, or an ended subscription', async () => {
    const member = await newMember(testApp().app, 'grace');
    const id = await subscribe(member, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja) } } });
    const own = (await row(id)).cartaoId ?? 0;
    const stranger = await newMember(testApp().app, 'grace');
    const strangers = await call(testApp().app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${stranger.igreja}`, token: stranger.token, payload: { token: await cardToken(testApp().app, stranger.igreja) } });
    const put = (who: Member, subscription: number, idCartaoSalvo: unknown, igreja = member.igreja, userId = who.id) =>
      call(testApp().app, { method: 'PUT', url: `/api/v1/usuario/${userId}/usuario-plano-assinatura/${subscription}/cartao/?igreja=${igreja}`, token: who.token, payload: { idCartaoSalvo } });
    expect((await put(stranger, id, strangers.json().cartao.id)).json()).toMatchObject({ status: 404, code: 'ASSINATURA_NAO_ENCONTRADA' });
    expect((await put(stranger, id, own, member.igreja, member.id)).statusCode).toBe(403);
    expect((await put(member, id, strangers.json().cartao.id)).json()).toMatchObject({ status: 422, code: 'CARD_INVALID', errors: [{ field: 'body.idCartaoSalvo' }] });
    expect((await put(member, id, 'one')).statusCode).toBe(400);
    const vida = await newMember(testApp().app, 'vida');
    expect((await put(member, id, own, vida.igreja)).statusCode).toBe(403);
    await testApp().database.handle.db.update(usuarioPlanoAssinatura).set({ situacao: 'encerrado' }).where(eq(usuarioPlanoAssinatura.id, id));
    expect((await put(member, id, own)).json()).toMatchObject({ status: 409, code: 'ASSINATURA_ENCERRADA' });
  });

  it('keeps a period the member paid after cancelling (a renewal Pix paid late), and closes the subscription when it ends', async () => {
    const member = await newMember(testApp().app, 'esperanca');
    const id = await subscribe(member, { idPlano: await planId('igreja-esperanca-sao-paulo', 'ESP-MENSAL'), totalEsperado: 0, pagamento: { metodo: 'PIX' } });
    await periodEndsOn(id, 7);
    expect(await runBothAt(7.01, member)).toEqual([expect.objectContaining({ kind: 'waiting' })]);
    const cancelled = await call(testApp().app, { method: 'POST', url: `/api/v1/usuario/${member.id}/usuario-plano-assinatura/${id}/cancelamento/?igreja=${member.igreja}`, token: member.token });
    expect(cancelled.statusCode).toBe(200);
    const [payment] = await renewalPayments(id);
    expect((await call(testApp().app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${payment?.codigo}/pagar`, token: member.token })).statusCode).toBe(200);
    const monthLater = new Date(day(7));
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(await row(id)).toMatchObject({ situacao: 'cancelado', ciclo: 1, fimPeriodo: monthLater, proximaCobranca: monthLater });
    expect(await runBothAt(7.5, member)).toEqual([]);
    const days = (monthLater.getTime() - START) / DAY_MS;
    expect(await watching(member, days - 1)).toBe(true);
    expect(await runBothAt(days + 0.01, member)).toEqual([expect.objectContaining({ kind: 'closed' })]);
    expect(await renewalPayments(id)).toHaveLength(1);
  });

  it('closes a cancelled subscription when its paid period ends, charging nothing', async () => {
    const member = await newMember(testApp().app, 'grace');
    const id = await subscribe(member, { idPlano: await planId('grace-community-church', 'GRACE-MONTHLY'), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja) } } });
    await periodEndsOn(id, 7);
    const cancelled = await call(testApp().app, { method: 'POST', url: `/api/v1/usuario/${member.id}/usuario-plano-assinatura/${id}/cancelamento/?igreja=${member.igreja}`, token: member.token });
    expect(cancelled.statusCode).toBe(200);
    expect(await watching(member, 6.9)).toBe(true);
    expect(await runBothAt(7.01, member)).toEqual([expect.objectContaining({ kind: 'closed' })]);
    expect(await row(id)).toMatchObject({ situacao: 'encerrado' });
    expect(await renewalPayments(id)).toEqual([]);
    expect(await watching(member, 7.02)).toBe(false);
  });

  it('sends a Pix subscription’s renewal Pix once, and renews when it is paid', async () => {
    const member = await newMember(testApp().app, 'esperanca');
    const id = await subscribe(member, { idPlano: await planId('igreja-esperanca-sao-paulo', 'ESP-MENSAL'), totalEsperado: 0, pagamento: { metodo: 'PIX' } });
    await periodEndsOn(id, 7);
    const made = await runBothAt(7.01, member);
    expect(made).toEqual([expect.objectContaining({ kind: 'waiting', total: 1990 + 500, payBy: expect.objectContaining({ copiaECola: expect.any(String) }) })]);
    expect(await runBothAt(7.5, member)).toEqual([]);
    const [payment] = await renewalPayments(id);
    expect(payment).toMatchObject({ status: 'pendente' });
    const mails = (await mailbox(testApp().app, member.email)).filter((mail) => mail.subject.startsWith('Renove sua assinatura'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(payment?.pix ?? 'no code');
    expect(await watching(member, 8)).toBe(true);

    expect((await call(testApp().app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${payment?.codigo}/pagar`, token: member.token })).statusCode).toBe(200);
    const monthLater = new Date(day(7));
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(await row(id)).toMatchObject({ situacao: 'ativo', ciclo: 1, fimPeriodo: monthLater, proximaCobranca: monthLater });
    await sendReceipts();
    const receipt = (await mailbox(testApp().app, member.email)).find((mail) => mail.subject.startsWith('Recibo da sua assinatura: Mensal'));
    expect(receipt?.text).toMatch(/Taxa de adesão: R\$\s5,00 \(incluída no total\)\./);
    expect(receipt?.text).toContain('Forma de pagamento: Pix.');
  });
});
