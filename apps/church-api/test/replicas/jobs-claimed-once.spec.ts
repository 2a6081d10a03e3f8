import { eq, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { ChurchSiteLinks } from '../../src/platform/mail/church-site-links';
import { emailSaida } from '../../src/platform/mail/mail-tables';
import type { MailTransport, OutgoingMail } from '../../src/platform/mail/mail-transport';
import { MailOutbox } from '../../src/platform/mail/outbox';
import { ChurchRepository } from '../../src/platform/tenancy/church-repository';
import { paymentServices } from '../../src/modules/payments/payment-services';
import { paymentSettingsFrom } from '../../src/modules/payments/payment-settings';
import { pagamento } from '../../src/modules/payments/schema';
import { cardToken } from '../../src/modules/events/test/event-helpers';
import { usuarioPlanoAssinatura, usuarioPlanoAssinaturaCobranca } from '../../src/modules/play/schema';
import { SubscriptionReceipts } from '../../src/modules/play/subscription-receipts';
import { startSubscriptionRenewalJob } from '../../src/modules/play/subscription-renewal-job';
import { SubscriptionRenewals } from '../../src/modules/play/subscription-renewals';
import { call, mailbox, newMember } from '../helpers/account-helpers';
import { describeOnPostgres, type Replica, setupReplicaPair } from './replica-apps';

const FROM = 'no-reply@example.org';
const fail = (error: unknown) => {
  throw error;
};

/** Where one replica's outbox delivers: what it was given to send, in order. */
class RecordingTransport implements MailTransport {
  readonly sent: string[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail.to);
  }
  close(): void {
    // Nothing to release.
  }
}

/** The subscription renewals job as the play module starts it, over one replica's own connections, with the real clock. */
function renewalJobOf(replica: Replica) {
  const db = replica.database.db;
  const clock = () => new Date();
  const churches = new ChurchRepository(db);
  const { service } = paymentServices(db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), clock);
  return startSubscriptionRenewalJob(
    { db, renewals: new SubscriptionRenewals(db, service, clock), outbox: new MailOutbox(db, FROM), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) },
    { intervalMs: 0, onError: fail },
  );
}

/** The subscription receipts job as the play module runs it, over one replica's own connections. */
function receiptJobOf(replica: Replica) {
  const db = replica.database.db;
  const churches = new ChurchRepository(db);
  return new SubscriptionReceipts({ db, outboxOf: (tx: Database) => new MailOutbox(tx, FROM), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http', port: 3000 }) });
}

/**
 * Issue 31: jobs are claimed once. Every replica runs the same repeating jobs; here both run one at the
 * same moment, each over its own connection pool, and each piece of work is done by one of them.
 * The apps' own timers are off (PAYMENT_JOB_INTERVAL_MS=0; the development mailbox replaces the
 * outbox worker), so only the runs the test starts happen.
 */
describeOnPostgres('jobs run by two replicas at once on one PostgreSQL database', () => {
  const replicas = setupReplicaPair({}, { PAYMENT_JOB_INTERVAL_MS: '0' });

  it('deliver each queued e-mail once: both replicas deliver at once, each a different part of the queue', async () => {
    const { first, second, shared } = replicas();
    const queued = Array.from({ length: 45 }, (_, n) => `sunday-reminder-${n}@example.org`);
    const outbox = new MailOutbox(shared.handle.db, FROM);
    for (const to of queued) await outbox.enqueue({ igrejaId: null, fromName: 'Grace Community Church', to, subject: 'See you on Sunday', text: 'Service at 10.', html: '<p>Service at 10.</p>' });

    const transports = [new RecordingTransport(), new RecordingTransport()];
    const outboxes = [new MailOutbox(first.database.db, FROM), new MailOutbox(second.database.db, FROM)];
    // Each run claims up to 20 (40 a round): the second round empties the queue, the later ones find nothing.
    for (let round = 0; round < 4; round += 1) await Promise.all(outboxes.map((replicaOutbox, n) => replicaOutbox.deliverDue(transports[n] as RecordingTransport)));

    const reminders = (transport: RecordingTransport) => transport.sent.filter((to) => to.startsWith('sunday-reminder-'));
    const [byFirst, bySecond] = transports.map(reminders) as [string[], string[]];
    expect([...byFirst, ...bySecond].sort()).toEqual([...queued].sort());
    expect(byFirst.length).toBeGreaterThan(0);
    expect(bySecond.length).toBeGreaterThan(0);
    const statuses = await shared.handle.db.select({ status: emailSaida.status }).from(emailSaida).where(like(emailSaida.destinatario, 'sunday-reminder-%'));
    expect(statuses.map((row) => row.status)).toEqual(Array(queued.length).fill('ENVIADO'));
  });

  it("renew a due subscription once: both replicas' renewals jobs run at once, one charges the card, and its receipt is e-mailed once", async () => {
    const { first, second, shared } = replicas();
    const member = await newMember(first.app, 'grace');
    const plans = (await first.app.inject({ url: '/api/v1/igreja/grace-community-church/plano-assinatura/' })).json().planoAssinaturas as { id: number; codigo: string }[];
    const subscribed = await call(first.app, {
      method: 'POST',
      url: '/api/v1/usuario-plano-assinatura/',
      token: member.token,
      headers: { 'idempotency-key': `replicas-${crypto.randomUUID()}` },
      payload: { igreja: member.igreja, idPlano: plans.find((plan) => plan.codigo === 'GRACE-MONTHLY')?.id, totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(first.app, member.igreja) } } },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const id = subscribed.json().usuarioPlanoAssinatura.id as number;
    // Its trial ended a minute ago: the renewal is due now.
    await shared.handle.db.execute(sql`update usuario_plano_assinatura set fim_periodo = now() - interval '1 minute', proxima_cobranca = now() - interval '1 minute' where id = ${id}`);

    const outcomes = (await Promise.all([renewalJobOf(first).runOnce(), renewalJobOf(second).runOnce()])).map((ran) => ran.filter((outcome) => outcome.usuarioId === member.id));
    expect(outcomes.flat()).toEqual([expect.objectContaining({ kind: 'paid' })]);
    const charges = await shared.handle.db
      .select({ ciclo: usuarioPlanoAssinaturaCobranca.ciclo, status: pagamento.status })
      .from(usuarioPlanoAssinaturaCobranca)
      .innerJoin(pagamento, eq(pagamento.id, usuarioPlanoAssinaturaCobranca.pagamentoId))
      .where(eq(usuarioPlanoAssinaturaCobranca.assinaturaId, id));
    expect(charges).toEqual([{ ciclo: 1, status: 'aprovado' }]);
    const [renewed] = await shared.handle.db.select({ ciclo: usuarioPlanoAssinatura.ciclo, situacao: usuarioPlanoAssinatura.situacao }).from(usuarioPlanoAssinatura).where(eq(usuarioPlanoAssinatura.id, id));
    expect(renewed).toEqual({ ciclo: 1, situacao: 'ativo' });

    // The charge's receipt: both replicas' receipts jobs at once, twice over.
    for (let round = 0; round < 2; round += 1) await Promise.all([receiptJobOf(first).sendDue(fail), receiptJobOf(second).sendDue(fail)]);
    const receipts = (await mailbox(second.app, member.email)).filter((mail) => mail.subject.startsWith('Receipt for your subscription'));
    expect(receipts).toHaveLength(1);
  });
});
