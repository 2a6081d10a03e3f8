import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { doacaoRecibo } from '../schema';
import { GiftReceipts } from '../gift-receipts';
import { RecurringGiftCharger } from '../recurring-gift-charger';
import { rowsOf } from '../../../platform/db/rows';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { pagamento } from '../../payments/schema';
import { paymentServices } from '../../payments/payment-services';
import { paymentSettingsFrom } from '../../payments/payment-settings';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';
import { give, giftTotal, givingOptions, reasonNamed, SLUGS } from './giving-helpers';

const SECRET = 'receipts-webhook-secret';
const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0', PAYMENT_WEBHOOK_SECRET: SECRET }));
const DAY_MS = 86_400_000;

/** A receipts runner on the test database, as one app process runs it; a failure fails the test. */
function receipts() {
  const db = testApp().database.handle.db;
  const churches = new ChurchRepository(db);
  return new GiftReceipts({ db, outboxOf: (tx) => new MailOutbox(tx, 'no-reply@example.org'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) });
}

const sendReceipts = () =>
  receipts().sendDue((error) => {
    throw error;
  });

const receiptsTo = async (email: string, subject: RegExp) => (await mailbox(testApp().app, email)).filter((mail) => subject.test(mail.subject));

/** When the receipt's payment became paid, as the receipt prints it (the church's own day). */
async function paidOn(codigo: string, zone: string, locale: string): Promise<string> {
  const db = testApp().database.handle.db;
  const [row] = await db.select({ pagoEm: doacaoRecibo.pagoEm }).from(doacaoRecibo).innerJoin(pagamento, eq(pagamento.id, doacaoRecibo.pagamentoId)).where(eq(pagamento.codigo, codigo));
  if (!row) throw new Error(`No receipt queued for ${codigo}`);
  return DateTime.fromJSDate(row.pagoEm, { zone }).setLocale(locale).toLocaleString(DateTime.DATE_FULL);
}

function signedWebhook(body: string) {
  const t = Math.floor(Date.now() / 1000);
  return { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}` };
}

describe('gift receipts', () => {
  it('mails a member one receipt of a card gift, in English, with the reasons, the fee covered, the method, the date and the legal entity', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const options = await givingOptions(app, SLUGS.grace);
    const total = await giftTotal(app, member.igreja, 15000, 'CARTAO_CREDITO', true);
    const response = await give(
      app,
      {
        igreja: member.igreja,
        motivos: [
          { idMotivo: reasonNamed(options, 'Tithe').id, valor: 10000 },
          { idMotivo: reasonNamed(options, 'Missions').id, valor: 5000 },
        ],
        flagUsuarioTaxa: true,
        totalEsperado: total,
        pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } },
      },
      { token: member.token },
    );
    expect(response.json().pagamento.status).toBe('aprovado');
    const codigo = response.json().pagamento.codigo as string;

    await sendReceipts();
    await sendReceipts();
    const mails = await receiptsTo(member.email, /^Receipt for your gift/);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
    expect(mail?.subject).toBe('Receipt for your gift — Grace Community Church');
    expect(mail?.text).toContain(`We received your gift of ${money(total)} on ${await paidOn(codigo, 'America/New_York', 'en-US')}.`);
    expect(mail?.text).toContain('Given to: Tithe ($100.00), Missions ($50.00).');
    expect(mail?.text).toContain(`You covered the processing fee: ${money(total - 15000)} (included in the total).`);
    expect(mail?.text).toContain('Paid by: Credit card.');
    expect(mail?.text).toContain(`Receipt no. ${codigo}, issued by Grace Community Church of Boston, Inc., EIN 04-3187652.`);
    expect(mail?.links.some((link) => link.endsWith('/user/giving'))).toBe(true);
  });

  it('mails a Pix gift in Portuguese once it is paid, once however often its webhook is delivered', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const pix = (await give(app, { igreja: member.igreja, motivos: [{ idMotivo: dizimo.id, valor: 12345 }], totalEsperado: 12345, pagamento: { metodo: 'PIX' } }, { token: member.token })).json().pagamento;
    expect(pix.status).toBe('pendente');
    // Not paid yet: nothing to receipt.
    await sendReceipts();
    expect(await receiptsTo(member.email, /^Recibo/)).toEqual([]);

    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pix.codigo}/pagar`, token: member.token })).statusCode).toBe(200);
    // The bank's confirmation again (the same event), and a second confirmation of the same payment (another event).
    const [row] = await database.handle.db.select({ referencia: pagamento.referenciaGateway }).from(pagamento).where(eq(pagamento.codigo, pix.codigo));
    for (const id of ['evt_receipt_again', 'evt_receipt_again', 'evt_receipt_other']) {
      const body = JSON.stringify({ id, tipo: 'payment.succeeded', referencia: row?.referencia });
      expect((await call(app, { method: 'POST', url: '/api/v1/pagamento/webhook/sandbox', headers: signedWebhook(body), payload: body })).statusCode).toBe(204);
    }
    await Promise.all([sendReceipts(), sendReceipts()]);
    await sendReceipts();
    const mails = await receiptsTo(member.email, /^Recibo/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Recibo da sua doação — Igreja Esperança');
    const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(123.45);
    expect(mails[0]?.text).toContain(`Recebemos sua doação de ${reais} em ${await paidOn(pix.codigo, 'America/Sao_Paulo', 'pt-BR')}.`);
    expect(mails[0]?.text).toContain(`Destino: Dízimo (${reais}).`);
    expect(mails[0]?.text).toContain('Forma de pagamento: Pix.');
    expect(mails[0]?.text).toContain(`Recibo nº ${pix.codigo}, emitido por Igreja Evangélica Esperança de São Paulo, CNPJ 12.345.678/0001-95.`);
    expect(mails[0]?.text).not.toContain('taxa de processamento');
  });

  it("mails a visitor's gift in Spanish, without a link to an account they do not have, and nothing for a declined one", async () => {
    const { app } = testApp();
    const vida = await givingOptions(app, SLUGS.vida);
    const igreja = await churchId(app, 'vida');
    const email = `donante-${randomUUID().slice(0, 8)}@example.org`;
    const doador = { nome: 'Lucía', sobrenome: 'Martín', email };
    const reason = vida.motivos[0];
    if (!reason) throw new Error('vida has no giving reason');
    const gift = (card: string) => give(app, { igreja, motivos: [{ idMotivo: reason.id, valor: 2500 }], totalEsperado: 2500, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: card } }, doador });
    expect((await gift(await cardToken(app, igreja, '4000 0000 0000 0002'))).json().pagamento.status).toBe('nao_aprovado');
    expect((await gift(await cardToken(app, igreja))).json().pagamento.status).toBe('aprovado');
    await sendReceipts();
    const mails = await receiptsTo(email, /^Recibo/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Recibo de su donación — Iglesia Vida');
    expect(mails[0]?.text).toContain('¡Hola, Lucía!');
    expect(mails[0]?.text).toContain(`Destino: ${reason.nome} (${new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(25)}).`);
    expect(mails[0]?.text).toContain('Forma de pago: Tarjeta de crédito.');
    expect(mails[0]?.text).toContain('emitido por Asociación Iglesia Evangélica Vida de Madrid, NIF R2800123H.');
    expect(mails[0]?.links).toEqual([]);
  });

  it("mails each paid charge of a recurring gift, saying it is one", async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
    await give(
      app,
      { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor: 5000 }], totalEsperado: 5000, recorrenciaDias: 30, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } },
      { token: member.token },
    );
    const clock = () => new Date(Date.now() + 31 * DAY_MS);
    const { service } = paymentServices(database.handle.db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), clock);
    const charged = (await new RecurringGiftCharger(database.handle.db, service, clock).chargeDue()).filter((outcome) => outcome.usuarioId === member.id);
    expect(charged).toEqual([expect.objectContaining({ status: 'aprovado' })]);
    await sendReceipts();
    const mails = await receiptsTo(member.email, /^Receipt for your gift/);
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.text.includes('This is a charge of your recurring gift, every 30 days.'))).toHaveLength(2);
    const sent = rowsOf<{ n: number }>(await database.handle.db.execute(sql`select count(*)::integer as n from doacao_recibo r join pagamento p on p.id = r.pagamento_id where p.usuario_id = ${member.id} and r.situacao = 'enviado'`));
    expect(sent[0]?.n).toBe(2);
  });
});
