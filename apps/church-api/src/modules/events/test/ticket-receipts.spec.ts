import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inscricaoRecibo } from '../schema';
import { TicketReceipts } from '../ticket-receipts';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { pagamento } from '../../payments/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, mailbox, newMember, validCpf } from '../../../../test/helpers/account-helpers';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from './event-helpers';

const SECRET = 'ticket-receipts-webhook-secret';
const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0', PAYMENT_WEBHOOK_SECRET: SECRET }));

/** A receipts runner on the test database, as one app process runs it; a failure fails the test. */
function sendReceipts() {
  const db = testApp().database.handle.db;
  const churches = new ChurchRepository(db);
  const receipts = new TicketReceipts({ db, outboxOf: (tx) => new MailOutbox(tx, 'no-reply@example.org'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) });
  return receipts.sendDue((error) => {
    throw error;
  });
}

const receiptsTo = async (email: string, subject: RegExp) => (await mailbox(testApp().app, email)).filter((mail) => subject.test(mail.subject));

function signedWebhook(body: string) {
  const t = Math.floor(Date.now() / 1000);
  return { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}` };
}

describe('ticket receipts', () => {
  it("mails a member one receipt of a card purchase, in English, with the event, the tickets, the service fee and the church's legal entity; none for a free registration", async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    const course = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const access = at(course.ingressos, 0);
    const total = await feeTotal(app, course.id, access.valor * 2, 'CARTAO_CREDITO');
    const bought = await purchase(app, member, course.id, { ingressos: tickets(access.id, 2), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } });
    expect(bought.json().pagamento.status).toBe('aprovado');
    const codigo = bought.json().pagamento.codigo as string;
    const picnic = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    const free = await purchase(app, member, picnic.id, { ingressos: tickets(at(picnic.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } });
    expect(free.json().pagamento.status).toBe('success');

    await sendReceipts();
    await sendReceipts();
    const mails = await receiptsTo(member.email, /^Receipt/);
    expect(mails.map((mail) => mail.subject)).toEqual(['Receipt for your purchase: Online Course: Reading Romans — Grace Community Church']);
    const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(`We received your payment of ${money(total)} on `);
    expect(text).toContain(`Tickets: 2 × Course access (${money(access.valor * 2)}).`);
    if (total > access.valor * 2) expect(text).toContain(`Service fee: ${money(total - access.valor * 2)} (included in the total).`);
    expect(text).toContain('Paid by: Credit card.');
    expect(text).toContain(`Receipt no. ${codigo}, issued by Grace Community Church of Boston, Inc., EIN 04-3187652.`);
    expect(mails[0]?.links.some((link) => link.endsWith(`/user/registrations/${course.id}/tickets`))).toBe(true);
    const [queued] = await database.handle.db.select().from(inscricaoRecibo).innerJoin(pagamento, eq(pagamento.id, inscricaoRecibo.pagamentoId)).where(eq(pagamento.codigo, codigo));
    expect(queued?.inscricao_recibo.situacao).toBe('enviado');
  });

  it("mails a visitor's Pix order in Portuguese once it is paid, once however often its confirmation comes and however many runners send", async () => {
    const { app, database } = testApp();
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const ticket = at(event.ingressos, 0);
    const total = await feeTotal(app, event.id, ticket.valor, 'PIX');
    const email = `visitante-${randomUUID().slice(0, 8)}@example.org`;
    const visitante = { nome: 'Joana', sobrenome: 'Pereira', email, telefone: '+55 11 99999-0000', cpf: validCpf(2424) };
    const bought = await call(app, {
      method: 'POST',
      url: `/api/v1/evento/${event.id}/inscricao-visitante/`,
      payload: { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'PIX' }, visitante },
      headers: { 'idempotency-key': newKey() },
    });
    expect(bought.statusCode).toBe(201);
    const { pagamento: pix, chaveAcesso } = bought.json();
    await sendReceipts();
    expect(await receiptsTo(email, /^Recibo/)).toEqual([]);

    expect((await call(app, { method: 'POST', url: `/api/v1/evento/inscricao-visitante/${pix.codigo}/sandbox/pagar`, headers: { 'x-chave-acesso': chaveAcesso } })).statusCode).toBe(200);
    const [row] = await database.handle.db.select({ referencia: pagamento.referenciaGateway }).from(pagamento).where(eq(pagamento.codigo, pix.codigo));
    for (const id of ['evt_ticket_again', 'evt_ticket_again', 'evt_ticket_other']) {
      const body = JSON.stringify({ id, tipo: 'payment.succeeded', referencia: row?.referencia });
      expect((await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: signedWebhook(body), payload: body })).statusCode).toBe(204);
    }
    await Promise.all([sendReceipts(), sendReceipts(), sendReceipts()]);
    const mails = await receiptsTo(email, /^Recibo/);
    expect(mails.map((mail) => mail.subject)).toEqual(['Recibo da sua compra: Conferência de Mulheres — Igreja Esperança']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Olá, Joana!');
    expect(text).toContain(`Recebemos seu pagamento de ${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(total / 100)} em `);
    expect(text).toContain(`Ingressos: 1 × ${ticket.nome}`);
    expect(text).toContain('Forma de pagamento: Pix.');
    expect(text).toContain(`Recibo nº ${pix.codigo}, emitido por Igreja Evangélica Esperança de São Paulo, CNPJ 12.345.678/0001-95.`);
    // A visitor's order link is in the order's own e-mail: the receipt points at no account.
    expect(mails[0]?.links).toEqual([]);
  });

  it('mails a member of a Spanish church a receipt in Spanish', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'vida');
    const retreat = await eventDetail(app, SLUGS.vida, await eventIdByName(app, 'Retiro de Matrimonios'));
    const couple = at(retreat.ingressos, 0);
    const total = await feeTotal(app, retreat.id, couple.valor, 'CARTAO_CREDITO');
    const spouse = [{ idPergunta: at(retreat.perguntas, 0).id, resposta: 'Carmen' }];
    const bought = await purchase(app, member, retreat.id, { ingressos: tickets(couple.id, 1, spouse), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } });
    expect(bought.json().pagamento?.status).toBe('aprovado');
    await sendReceipts();
    const mails = await receiptsTo(member.email, /^Recibo/);
    expect(mails.map((mail) => mail.subject)).toEqual(['Recibo de su compra: Retiro de Matrimonios — Iglesia Vida']);
    expect(mails[0]?.text).toContain(`Entradas: 1 × Pareja (${new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(couple.valor / 100)}).`);
    expect(mails[0]?.text).toContain('Forma de pago: Tarjeta de crédito.');
    expect(mails[0]?.text).toContain('emitido por Asociación Iglesia Evangélica Vida de Madrid, NIF R2800123H.');
  });
});
