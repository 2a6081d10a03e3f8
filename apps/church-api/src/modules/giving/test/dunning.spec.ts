import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doacao, doacaoRecorrente } from '../schema';
import { CardExpiryNotices } from '../card-expiry-notices';
import { RecurringGiftCharger } from '../recurring-gift-charger';
import { startRecurringGiftJob } from '../recurring-gift-job';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { pagamento, usuarioCartaoGatewayPagamento } from '../../payments/schema';
import { paymentServices } from '../../payments/payment-services';
import { paymentSettingsFrom } from '../../payments/payment-settings';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed, SLUGS } from './giving-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));
const DAY_MS = 86_400_000;
/** The moment the test's simulated month starts: every clock below is this plus some days, whatever the machine's pace. */
const START = Date.now();
const day = (days: number) => new Date(START + days * DAY_MS);

function siteLinks() {
  const db = testApp().database.handle.db;
  return new ChurchSiteLinks(new ChurchRepository(db), 'localhost', { scheme: 'http', port: 3000 });
}

/** The recurring gifts job (charger and e-mails) of one app process, its clock at `days` into the month; a failure fails the test. */
function jobAt(days: number) {
  const db = testApp().database.handle.db;
  const clock = () => day(days);
  const { service } = paymentServices(db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), clock);
  return startRecurringGiftJob(
    { db, charger: new RecurringGiftCharger(db, service, clock), outbox: new MailOutbox(db, 'no-reply@example.org'), churches: new ChurchRepository(db), siteLinks: siteLinks() },
    {
      intervalMs: 0,
      onError: (error) => {
        throw error;
      },
    },
  );
}

/** Runs two app processes' jobs at once at `days`, and answers what happened to this member's gift. */
async function runBothAt(days: number, usuarioId: number) {
  const [first, second] = await Promise.all([jobAt(days).runOnce(), jobAt(days).runOnce()]);
  return [...(first ?? []), ...(second ?? [])].filter((outcome) => outcome.usuarioId === usuarioId);
}

/** A member's monthly tithe, given at the month's start (its first charge now, its next due 30 days later). */
async function monthlyTithe(church: 'grace' | 'esperanca' = 'grace') {
  const { app, database } = testApp();
  const member = await newMember(app, church);
  const reason = reasonNamed(await givingOptions(app, SLUGS[church]), church === 'grace' ? 'Tithe' : 'Dízimo');
  const valor = church === 'grace' ? 5000 : 10000;
  const response = await give(
    app,
    { igreja: member.igreja, motivos: [{ idMotivo: reason.id, valor }], totalEsperado: valor, recorrenciaDias: 30, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } },
    { token: member.token },
  );
  expect(response.json().pagamento.status).toBe('aprovado');
  const id = response.json().recorrente.id as number;
  // The gift was made at the real now: its calendar is set to the simulated month's.
  await database.handle.db.update(doacaoRecorrente).set({ vencimentoCiclo: day(30), proximaCobranca: day(30) }).where(eq(doacaoRecorrente.id, id));
  return { member, id, url: `/api/v1/usuario/${member.id}/doacao-recorrente/${id}` };
}

/** From now on the sandbox declines (or approves) the cards the member saved, as a blocked card is declined. */
async function cardsOf(usuarioId: number, scenario: 'decline' | 'approve') {
  await testApp().database.handle.db.execute(
    sql`update sandbox_cartao set cenario = ${scenario} where token in (select token from usuario_cartao_gateway_pagamento where usuario_id = ${usuarioId})`,
  );
}

async function giftRow(id: number) {
  const [row] = await testApp().database.handle.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.id, id));
  if (!row) throw new Error(`No recurring gift ${id}`);
  return row;
}

/** The member's charges (payments of gifts) and how each ended. */
async function chargesOf(usuarioId: number) {
  return testApp()
    .database.handle.db.select({ status: pagamento.status })
    .from(doacao)
    .innerJoin(pagamento, eq(pagamento.id, doacao.pagamentoId))
    .where(eq(doacao.usuarioId, usuarioId))
    .orderBy(pagamento.id);
}

const dunningMails = async (email: string) => (await mailbox(testApp().app, email)).filter((mail) => /recurring gift/.test(mail.subject)).reverse();

describe('dunning of recurring gifts', () => {
  it('retries a declined period 1, 3 and 7 days after its first decline, mails the donor each time, pauses after the last, and once resumed charges the next period once', async () => {
    const { app } = testApp();
    const { member, id, url } = await monthlyTithe();
    await cardsOf(member.id, 'decline');

    // Day 30 falls due: two processes run the job at once, one charge is made and declined.
    expect(await runBothAt(30.01, member.id)).toEqual([expect.objectContaining({ status: 'nao_aprovado', falhas: 1, paused: false, retryAt: day(31.01) })]);
    expect(await runBothAt(30.9, member.id)).toEqual([]);
    expect(await runBothAt(31.02, member.id)).toEqual([expect.objectContaining({ status: 'nao_aprovado', falhas: 2, retryAt: day(33.01) })]);
    expect(await runBothAt(32.5, member.id)).toEqual([]);
    expect(await runBothAt(33.02, member.id)).toEqual([expect.objectContaining({ status: 'nao_aprovado', falhas: 3, retryAt: day(37.01) })]);
    expect(await runBothAt(36.9, member.id)).toEqual([]);
    expect(await runBothAt(37.02, member.id)).toEqual([expect.objectContaining({ status: 'nao_aprovado', falhas: 4, paused: true, retryAt: null })]);
    // Paused: nothing more is charged, however long it waits.
    expect(await runBothAt(45, member.id)).toEqual([]);
    expect(await runBothAt(61, member.id)).toEqual([]);
    expect((await chargesOf(member.id)).map((charge) => charge.status)).toEqual(['aprovado', 'nao_aprovado', 'nao_aprovado', 'nao_aprovado', 'nao_aprovado']);

    const mails = await dunningMails(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We could not charge your recurring gift — Grace Community Church',
      'We could not charge your recurring gift — Grace Community Church',
      'We could not charge your recurring gift — Grace Community Church',
      'Your recurring gift is paused — Grace Community Church',
    ]);
    expect(mails[0]?.text).toContain('We will try again on');
    expect(mails[3]?.text).toContain('After 4 declined attempts, we paused the gift');
    for (const mail of mails) {
      expect(mail.links.some((link) => link.endsWith('/user/cards'))).toBe(true);
      expect(mail.links.some((link) => link.endsWith('/user/giving'))).toBe(true);
    }

    const listed = await call(app, { url: `/api/v1/usuario/${member.id}/doacao-recorrente/?igreja=${member.igreja}`, token: member.token });
    expect(listed.json().recorrentes).toEqual([expect.objectContaining({ id, status: 'pausada', falhas: 4, pausadaEm: day(37.02).toISOString(), proximaCobranca: day(60).toISOString() })]);

    // The donor adds a new card and resumes the gift on it: the declined period is not charged again, the next one is, once.
    const token = await cardToken(app, member.igreja, '5555 5555 5555 4444');
    const saved = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${member.igreja}`, token: member.token, payload: { token } });
    const resumed = await call(app, { method: 'POST', url: `${url}/retomar`, token: member.token, payload: { idCartaoSalvo: saved.json().cartao.id } });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().recorrente).toMatchObject({ status: 'ativa', falhas: 0, pausadaEm: null, cartao: 'MASTERCARD •••• 4444', proximaCobranca: day(60).toISOString() });
    expect(await runBothAt(59.9, member.id)).toEqual([]);
    expect(await runBothAt(60.01, member.id)).toEqual([expect.objectContaining({ status: 'aprovado', paused: false })]);
    expect(await runBothAt(60.5, member.id)).toEqual([]);
    expect((await chargesOf(member.id)).filter((charge) => charge.status === 'aprovado')).toHaveLength(2);
    expect(await giftRow(id)).toMatchObject({ status: 'ativa', falhas: 0, vencimentoCiclo: day(90) });
    // Resuming a running gift changes nothing.
    expect((await call(app, { method: 'POST', url: `${url}/retomar`, token: member.token, payload: {} })).json().recorrente).toMatchObject({ status: 'ativa', proximaCobranca: day(90).toISOString() });
  });

  it('mails in the church’s language, and tries a new card chosen during the retries at once', async () => {
    const { app } = testApp();
    const { member, id, url } = await monthlyTithe('esperanca');
    await cardsOf(member.id, 'decline');
    expect(await runBothAt(30.01, member.id)).toEqual([expect.objectContaining({ status: 'nao_aprovado', falhas: 1 })]);
    const [declined] = (await mailbox(app, member.email)).filter((mail) => mail.subject.startsWith('Não conseguimos'));
    expect(declined?.subject).toBe('Não conseguimos cobrar sua doação recorrente — Igreja Esperança');
    expect(declined?.text).toContain('Tentaremos de novo em');

    const token = await cardToken(app, member.igreja, '5555 5555 5555 4444');
    const saved = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${member.igreja}`, token: member.token, payload: { token } });
    const changed = await call(app, { method: 'PUT', url, token: member.token, payload: { valor: 10000, recorrenciaDias: 30, idCartaoSalvo: saved.json().cartao.id } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().recorrente).toMatchObject({ cartao: 'MASTERCARD •••• 4444', idCartao: saved.json().cartao.id, falhas: 1 });
    // Due at once (the real now, before the simulated retry day): the next run charges the new card.
    expect((await giftRow(id)).proximaCobranca.getTime()).toBeLessThan(day(31).getTime());
    expect(await runBothAt(30.02, member.id)).toEqual([expect.objectContaining({ status: 'aprovado' })]);
    expect(await giftRow(id)).toMatchObject({ falhas: 0, primeiraFalhaEm: null, vencimentoCiclo: day(60) });
  });

  it('refuses to resume a stopped gift, on a card that is not the member’s, or without any card', async () => {
    const { app, database } = testApp();
    const { member, id, url } = await monthlyTithe();
    const other = await newMember(app, 'grace');
    const othersCard = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${other.igreja}`, token: other.token, payload: { token: await cardToken(app, other.igreja) } });
    await database.handle.db.update(doacaoRecorrente).set({ status: 'pausada', falhas: 4, pausadaEm: day(37) }).where(eq(doacaoRecorrente.id, id));

    const foreign = await call(app, { method: 'POST', url: `${url}/retomar`, token: member.token, payload: { idCartaoSalvo: othersCard.json().cartao.id } });
    expect(foreign.json()).toMatchObject({ status: 422, code: 'CARD_INVALID', errors: [{ field: 'body.idCartaoSalvo' }] });
    expect((await call(app, { method: 'POST', url: `${url}/retomar`, token: other.token, payload: {} })).statusCode).toBe(403);
    await database.handle.db.delete(usuarioCartaoGatewayPagamento).where(eq(usuarioCartaoGatewayPagamento.usuarioId, member.id));
    const cardless = await call(app, { method: 'POST', url: `${url}/retomar`, token: member.token, payload: {} });
    expect(cardless.json()).toMatchObject({ status: 422, code: 'DOACAO_RECORRENTE_SEM_CARTAO' });
    expect((await giftRow(id)).status).toBe('pausada');

    expect((await call(app, { method: 'DELETE', url, token: member.token })).statusCode).toBe(204);
    await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${member.igreja}`, token: member.token, payload: { token: await cardToken(app, member.igreja) } });
    const [mine] = await database.handle.db.select().from(usuarioCartaoGatewayPagamento).where(eq(usuarioCartaoGatewayPagamento.usuarioId, member.id));
    const stoppedWithCard = await call(app, { method: 'POST', url: `${url}/retomar`, token: member.token, payload: { idCartaoSalvo: mine?.id } });
    expect(stoppedWithCard.json()).toMatchObject({ status: 409, code: 'DOACAO_RECORRENTE_PARADA' });
  });
});

describe('saved cards about to expire', () => {
  /** The notices of one app process, its clock at `iso`; a failure fails the test. */
  const noticesAt = (iso: string) => {
    const db = testApp().database.handle.db;
    return new CardExpiryNotices({ db, outboxOf: (tx) => new MailOutbox(tx, 'no-reply@example.org'), churches: new ChurchRepository(db), siteLinks: siteLinks(), clock: () => new Date(iso) });
  };
  const noticesTo = async (email: string) => (await mailbox(testApp().app, email)).filter((mail) => /expires soon|vence em breve/.test(mail.subject));

  it('tells the member once, from the first day of the month the card expires at the end of, naming the recurring gift it pays', async () => {
    const { database } = testApp();
    const { member } = await monthlyTithe();
    // The sandbox's test cards expire at the end of December 2040 (12/40).
    await noticesAt('2040-11-30T12:00:00Z').sendDue();
    expect(await noticesTo(member.email)).toEqual([]);
    await Promise.all([noticesAt('2040-12-01T12:00:00Z').sendDue(), noticesAt('2040-12-01T12:00:00Z').sendDue()]);
    await noticesAt('2040-12-20T12:00:00Z').sendDue();
    const notices = await noticesTo(member.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Your card VISA •••• 4242 expires soon — Grace Community Church');
    expect(notices[0]?.text).toContain('expires at the end of 12/2040.');
    expect(notices[0]?.text).toContain('It pays your recurring gift: $50.00 to Tithe every 30 days.');
    expect(notices[0]?.links.some((link) => link.endsWith('/user/cards'))).toBe(true);

    // The same card with a new expiry (the bank sent a new one) is told again when that one comes; an expired card never.
    await database.handle.db.update(usuarioCartaoGatewayPagamento).set({ validade: '01/2041' }).where(eq(usuarioCartaoGatewayPagamento.usuarioId, member.id));
    await noticesAt('2041-01-02T12:00:00Z').sendDue();
    await noticesAt('2041-02-02T12:00:00Z').sendDue();
    expect(await noticesTo(member.email)).toHaveLength(2);
  });
});
