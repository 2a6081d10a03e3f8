import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { pagamento, paymentReceiptMail, receiptIssuerOf, ReceiptQueue, type ReceiptMail } from '@church/api-modules/payments';
import { evento } from '@church/api-modules/schedule';
import { eventoIngresso, inscricao, inscricaoVisitante } from './schema';
import { igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';

export interface TicketReceiptDeps {
  db: Database;
  outboxOf: (db: Database) => MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/**
 * The receipt of every paid ticket order, once: the trigger on `pagamento` queues each order payment
 * that becomes paid (inscricao_recibo), and this mails the buyer (the member, or the visitor who bought
 * without an account) the event, the tickets by type, the amount, the service fee and interest paid,
 * the method, the date and the church's legal name and tax id, in the church's language.
 */
export class TicketReceipts {
  private readonly queue: ReceiptQueue;

  constructor(private readonly deps: TicketReceiptDeps) {
    this.queue = new ReceiptQueue(deps.db, 'inscricao_recibo', deps.outboxOf);
  }

  /** Mails the receipts due now; returns how many were put in the outbox. */
  sendDue(onError: (error: unknown) => void): Promise<number> {
    return this.queue.deliverDue((pagamentoId, paidAt) => this.render(pagamentoId, paidAt), onError);
  }

  private async render(pagamentoId: number, paidAt: Date): Promise<ReceiptMail> {
    const { db } = this.deps;
    const [row] = await db
      .select({ payment: pagamento, eventName: evento.nome, eventStart: evento.dataInicio, zone: igrejaFusoHorario.fusoHorario })
      .from(pagamento)
      .leftJoin(evento, eq(evento.id, pagamento.idEvento))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, pagamento.igrejaId))
      .where(eq(pagamento.id, pagamentoId));
    if (!row) return null;
    const payer = await this.payerOf(row.payment.id, row.payment.usuarioId);
    if (!payer) return null;
    const [issuer, church] = await Promise.all([receiptIssuerOf(db, row.payment.igrejaId), this.deps.churches.findSummary('id', row.payment.igrejaId)]);
    if (!issuer || !church) return null;
    // Each ticket type once, with how many were bought and what they cost together (the tickets' own prices).
    const tickets = await db
      .select({ nome: eventoIngresso.nome, quantidade: sql<number>`count(*)::integer`, valor: sql<number>`sum(${inscricao.valor})::integer` })
      .from(inscricao)
      .innerJoin(eventoIngresso, eq(eventoIngresso.id, inscricao.ingressoId))
      .where(eq(inscricao.pagamentoId, pagamentoId))
      .groupBy(eventoIngresso.id, eventoIngresso.nome, eventoIngresso.ordem)
      .orderBy(asc(eventoIngresso.ordem), asc(eventoIngresso.id));
    // A member finds the tickets under their registrations; a visitor's order link is in the order's own e-mail.
    const link = row.payment.usuarioId && row.payment.idEvento ? `${await this.deps.siteLinks.siteOf(church, '')}/user/registrations/${row.payment.idEvento}/tickets` : null;
    const mail = paymentReceiptMail(issuer, {
      payment: row.payment,
      paidAt,
      zone: row.zone ?? 'UTC',
      payer: { firstName: payer.firstName },
      order: { kind: 'tickets', eventName: row.eventName ?? row.payment.descricao ?? '', eventStart: row.eventStart, tickets },
      link,
    });
    return { igrejaId: church.id, fromName: church.nome, to: payer.email, ...mail };
  }

  /** Who bought: the member, or the visitor the order names. */
  private async payerOf(pagamentoId: number, usuarioId: number | null): Promise<{ firstName: string; email: string } | undefined> {
    if (usuarioId) {
      const [member] = await this.deps.db.select({ firstName: usuario.nome, email: usuario.email }).from(usuario).where(eq(usuario.id, usuarioId));
      if (member) return member;
    }
    const [guest] = await this.deps.db.select({ firstName: inscricaoVisitante.nome, email: inscricaoVisitante.email }).from(inscricaoVisitante).where(eq(inscricaoVisitante.pagamentoId, pagamentoId));
    return guest;
  }
}
