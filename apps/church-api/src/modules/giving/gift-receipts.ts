import { asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { pagamento, paymentReceiptMail, receiptIssuerOf, ReceiptQueue, type ReceiptMail } from '@church/api-modules/payments';
import { doacao, doacaoMotivo, doacaoRecorrente, pagamentoMotivo } from './schema';
import { igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';

export interface GiftReceiptDeps {
  db: Database;
  outboxOf: (db: Database) => MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/**
 * The receipt of every paid gift, once: the trigger on `pagamento` queues each gift payment that becomes
 * paid (doacao_recibo), and this mails the donor (the member's e-mail, or the visitor's) the amount,
 * reasons, fee covered, method, date and the church's legal name and tax id, in the church's language.
 */
export class GiftReceipts {
  private readonly queue: ReceiptQueue;

  constructor(private readonly deps: GiftReceiptDeps) {
    this.queue = new ReceiptQueue(deps.db, 'doacao_recibo', deps.outboxOf);
  }

  /** Mails the receipts due now; returns how many were put in the outbox. */
  sendDue(onError: (error: unknown) => void): Promise<number> {
    return this.queue.deliverDue((pagamentoId, paidAt) => this.render(pagamentoId, paidAt), onError);
  }

  private async render(pagamentoId: number, paidAt: Date): Promise<ReceiptMail> {
    const { db } = this.deps;
    const [row] = await db
      .select({ payment: pagamento, gift: doacao, memberName: usuario.nome, memberEmail: usuario.email, recurringDays: doacaoRecorrente.recorrenciaDias, zone: igrejaFusoHorario.fusoHorario })
      .from(pagamento)
      .innerJoin(doacao, eq(doacao.pagamentoId, pagamento.id))
      .leftJoin(usuario, eq(usuario.id, doacao.usuarioId))
      .leftJoin(doacaoRecorrente, eq(doacaoRecorrente.id, doacao.doacaoRecorrenteId))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, pagamento.igrejaId))
      .where(eq(pagamento.id, pagamentoId));
    const to = row?.memberEmail ?? row?.gift.emailDoador;
    if (!row || !to) return null;
    const [issuer, church] = await Promise.all([receiptIssuerOf(db, row.payment.igrejaId), this.deps.churches.findSummary('id', row.payment.igrejaId)]);
    if (!issuer || !church) return null;
    const reasons = await db
      .select({ nome: pagamentoMotivo.nome, valor: doacaoMotivo.valor })
      .from(doacaoMotivo)
      .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoMotivo.motivoId))
      .where(eq(doacaoMotivo.doacaoId, row.gift.id))
      .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
    // A member finds the gift under My giving; a visitor has no account to look in.
    const link = row.gift.usuarioId ? `${await this.deps.siteLinks.siteOf(church, '')}/user/giving` : null;
    const mail = paymentReceiptMail(issuer, {
      payment: row.payment,
      paidAt,
      zone: row.zone ?? 'UTC',
      payer: { firstName: row.memberName ?? row.gift.nomeDoador.split(' ')[0] ?? '' },
      order: { kind: 'gift', reasons, recurringDays: row.gift.doacaoRecorrenteId ? (row.recurringDays ?? null) : null },
      link,
    });
    return { igrejaId: church.id, fromName: church.nome, to, ...mail };
  }
}
