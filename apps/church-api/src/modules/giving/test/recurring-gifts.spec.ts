import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doacao, doacaoRecorrente } from '../schema';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { RecurringGiftCharger } from '../recurring-gift-charger';
import { startRecurringGiftJob } from '../recurring-gift-job';
import { paymentServices } from '../../payments/payment-services';
import { paymentSettingsFrom } from '../../payments/payment-settings';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed, SLUGS } from './giving-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));
const DAY_MS = 86_400_000;

/** A charger whose clock is `days` from now. */
function chargerAt(days: number) {
  const { database } = testApp();
  const clock = () => new Date(Date.now() + days * DAY_MS);
  const { service } = paymentServices(database.handle.db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), clock);
  return new RecurringGiftCharger(database.handle.db, service, clock);
}

/** The recurring gifts job (charger and e-mails) with its clock `days` from now; a failure fails the test. */
function jobAt(days: number) {
  const db = testApp().database.handle.db;
  const churches = new ChurchRepository(db);
  const siteLinks = new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 });
  return startRecurringGiftJob(
    { db, charger: chargerAt(days), outbox: new MailOutbox(db, 'no-reply@example.org'), churches, siteLinks },
    {
      intervalMs: 0,
      onError: (error) => {
        throw error;
      },
    },
  );
}

async function monthlyTithe(cardNumber = '4242 4242 4242 4242', valor = 5000) {
  const { app } = testApp();
  const member = await newMember(app, 'grace');
  const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
  const response = await give(
    app,
    { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor }], totalEsperado: valor, recorrenciaDias: 30, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja, cardNumber) } } },
    { token: member.token },
  );
  return { member, tithe, response };
}

async function giftsOf(usuarioId: number) {
  return testApp().database.handle.db.select().from(doacao).where(eq(doacao.usuarioId, usuarioId));
}

describe('recurring gifts', () => {
  it('gives monthly to one reason: charged now, listed with its next charge, changed, then stopped', async () => {
    const { app } = testApp();
    const { member, response } = await monthlyTithe();
    expect(response.statusCode).toBe(201);
    expect(response.json().pagamento.status).toBe('aprovado');
    expect(response.json().doacao.flagRecorrente).toBe(true);
    const recorrente = response.json().recorrente;
    expect(recorrente).toMatchObject({ motivo: 'Tithe', valor: 5000, recorrenciaDias: 30, status: 'ativa', cartao: 'VISA •••• 4242' });
    expect(Math.round((Date.parse(recorrente.proximaCobranca) - Date.now()) / DAY_MS)).toBe(30);

    const url = `/api/v1/usuario/${member.id}/doacao-recorrente/${recorrente.id}`;
    const changed = await call(app, { method: 'PUT', url, token: member.token, payload: { valor: 7500, recorrenciaDias: 14 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().recorrente).toMatchObject({ valor: 7500, recorrenciaDias: 14 });
    expect(Math.round((Date.parse(changed.json().recorrente.proximaCobranca) - Date.now()) / DAY_MS)).toBe(14);
    const belowMinimum = await call(app, { method: 'PUT', url, token: member.token, payload: { valor: 100, recorrenciaDias: 14 } });
    expect(belowMinimum.json()).toMatchObject({ code: 'DOACAO_VALOR_MINIMO', errors: [{ field: 'body.valor' }] });

    expect((await call(app, { method: 'DELETE', url, token: member.token })).statusCode).toBe(204);
    const listed = await call(app, { url: `/api/v1/usuario/${member.id}/doacao-recorrente/?igreja=${member.igreja}`, token: member.token });
    expect(listed.json().recorrentes).toEqual([expect.objectContaining({ id: recorrente.id, status: 'parada' })]);
    expect((await call(app, { method: 'PUT', url, token: member.token, payload: { valor: 7500, recorrenciaDias: 14 } })).statusCode).toBe(409);
    expect(await chargerAt(40).chargeDue()).toEqual([]);
  });

  it('allows recurrence for one authorised reason, by card, for members only', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const options = await givingOptions(app, SLUGS.grace);
    const card = { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } };
    const cases: [unknown, string][] = [
      [{ motivos: [{ idMotivo: reasonNamed(options, 'Tithe').id, valor: 1000 }, { idMotivo: reasonNamed(options, 'Missions').id, valor: 1000 }], totalEsperado: 2000, pagamento: card }, 'DOACAO_RECORRENCIA_UM_MOTIVO'],
      [{ motivos: [{ idMotivo: reasonNamed(options, 'Offering').id, valor: 1000 }], totalEsperado: 1000, pagamento: card }, 'DOACAO_RECORRENCIA_NAO_PERMITIDA'],
      [{ motivos: [{ idMotivo: reasonNamed(options, 'Tithe').id, valor: 1000 }], totalEsperado: 1000, pagamento: { metodo: 'CARTEIRA_DIGITAL' } }, 'DOACAO_RECORRENCIA_CARTAO'],
    ];
    for (const [body, code] of cases) {
      const refused = await give(app, { igreja: member.igreja, recorrenciaDias: 30, ...(body as object) }, { token: member.token });
      expect(refused.json().code, code).toBe(code);
    }
    const visitor = await give(app, { igreja: member.igreja, recorrenciaDias: 30, motivos: [{ idMotivo: reasonNamed(options, 'Tithe').id, valor: 1000 }], totalEsperado: 1000, pagamento: card, doador: { nome: 'A', sobrenome: 'B', email: 'ab@example.org' } });
    expect(visitor.json().code).toBe('DOACAO_RECORRENCIA_CONTA');
    expect((await give(app, { igreja: member.igreja, recorrenciaDias: 3, motivos: [{ idMotivo: reasonNamed(options, 'Tithe').id, valor: 1000 }], totalEsperado: 1000, pagamento: card }, { token: member.token })).statusCode).toBe(400);
  });

  it('charges a due gift once when two job runners go at the same moment, and the next cycle a period later', async () => {
    const { member } = await monthlyTithe();
    const before = (await giftsOf(member.id)).length;
    const [first, second] = await Promise.all([chargerAt(31).chargeDue(), chargerAt(31).chargeDue()]);
    const mine = [...(first ?? []), ...(second ?? [])].filter((outcome) => outcome.usuarioId === member.id);
    expect(mine).toEqual([expect.objectContaining({ status: 'aprovado' })]);
    expect((await giftsOf(member.id)).length).toBe(before + 1);
    expect((await chargerAt(32).chargeDue()).filter((outcome) => outcome.usuarioId === member.id)).toEqual([]);
    const [row] = await testApp().database.handle.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, member.id));
    expect(row?.ciclo).toBe(2);
    expect(Math.round(((row?.proximaCobranca.getTime() ?? 0) - Date.now()) / DAY_MS)).toBe(60);
  });

  it('declines (and retries, and tells) a cycle whose card asks for 3DS: nobody is there to answer it, so it is never counted as paid', async () => {
    const { app, database } = testApp();
    const { member, response } = await monthlyTithe('4000 0000 0000 3220');
    // The first gift asks the donor, who is at the checkout, and they authenticate.
    const first = response.json().pagamento;
    expect(first).toMatchObject({ status: 'em_analise', desafio: { url: expect.stringContaining('/sandbox/3ds/') } });
    const challenge = new URL(first.desafio.url, 'http://grace.localhost:3000');
    await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${first.codigo}/desafio`, payload: { token: challenge.searchParams.get('token'), aprovar: true } });

    const job = jobAt(31);
    const outcomes = (await job.runOnce()).filter((outcome) => outcome.usuarioId === member.id);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'nao_aprovado', retryAt: expect.any(Date) })]);
    const [row] = await database.handle.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, member.id));
    expect(row).toMatchObject({ ciclo: 1, falhas: 1 });
    const mails = await mailbox(app, member.email);
    expect(mails.some((mail) => mail.subject === 'We could not charge your recurring gift — Grace Community Church')).toBe(true);
  });

  it('looks again at a cycle whose charge is under review, and closes the cycle only once it is paid', async () => {
    const { database } = testApp();
    const { member } = await monthlyTithe();
    await database.handle.db.execute(sql`update sandbox_cartao set cenario = 'review' where token in (select token from usuario_cartao_gateway_pagamento where usuario_id = ${member.id})`);
    const outcomeOf = async (days: number) => (await chargerAt(days).chargeDue()).filter((outcome) => outcome.usuarioId === member.id);
    expect(await outcomeOf(31)).toEqual([expect.objectContaining({ status: 'em_analise', retryAt: null })]);
    const [held] = await database.handle.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, member.id));
    expect(held).toMatchObject({ ciclo: 1, falhas: 0 });
    // The review refuses it (its hold ends unanswered): the cycle's next look finds it declined and retries.
    await database.handle.db.execute(sql`update pagamento set status = 'cancelado' where usuario_id = ${member.id} and status = 'em_analise'`);
    expect(await outcomeOf(34)).toEqual([expect.objectContaining({ status: 'cancelado', retryAt: expect.any(Date) })]);
  });

  it("keeps a member out of another member's recurring gifts", async () => {
    const { app } = testApp();
    const { member, response } = await monthlyTithe();
    const other = await newMember(app, 'grace');
    const url = `/api/v1/usuario/${other.id}/doacao-recorrente/${response.json().recorrente.id}`;
    expect((await call(app, { method: 'PUT', url, token: other.token, payload: { valor: 100000, recorrenciaDias: 30 } })).statusCode).toBe(404);
    expect((await call(app, { method: 'DELETE', url, token: other.token })).statusCode).toBe(404);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/usuario/${member.id}/doacao-recorrente/${response.json().recorrente.id}`, token: other.token })).statusCode).toBe(403);
    const listed = await call(app, { url: `/api/v1/usuario/${other.id}/doacao-recorrente/?igreja=${other.igreja}`, token: other.token });
    expect(listed.json().recorrentes).toEqual([]);
  });
});
