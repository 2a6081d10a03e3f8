import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { LateSettlement } from '@church/api-modules/payments';
import { type LatePayer, type LatePaymentNoticeDeps, noticeLatePayment } from '@church/api-modules/payments';
import type { PaymentStatus } from '@church/api-modules/payments';
import type { PaymentRow } from '@church/api-modules/payments';
import type { PaymentService } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { evento } from '@church/api-modules/schedule';
import { eventoIngresso, inscricao, inscricaoVisitante } from './schema';

/** The tickets of a late payment could not all be taken again: they are gone, or the event is over. */
class NothingLeft extends Error {}

/** Statuses of a payment we gave up on (its tickets went back on sale). */
const GIVEN_UP: readonly PaymentStatus[] = ['nao_aprovado', 'cancelado'];

/**
 * Ticket orders paid after we had given up on them (refused, cancelled by an expired hold, or left
 * open by a process that died): the buyer paid and holds nothing. Each is settled once: its tickets
 * are taken again if every one of them is still there and the event has not ended (the order is then
 * paid, with its check-in codes), otherwise the payment is refunded in full through its gateway. The
 * buyer is told by e-mail either way, and so is the church.
 */
export class LateTicketPayments {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly notice: LatePaymentNoticeDeps,
    private readonly clock: () => Date,
  ) {}

  /** Settles the late ticket payments due now; one that fails stays queued and is tried again later. */
  settleDue(onError: (error: unknown) => void): Promise<{ codigo: string; how: LateSettlement }[]> {
    return this.payments.late.settleDue('EVENTO', (payment) => this.settle(payment), onError);
  }

  private async settle(payment: PaymentRow): Promise<LateSettlement> {
    const given = await this.giveTicketsAgain(payment.id).catch((error: unknown) => {
      if (error instanceof NothingLeft) return 'nothing-left' as const;
      throw error;
    });
    if (given !== 'given' && given !== 'nothing-left') return given;
    let how: LateSettlement = 'entregue';
    if (given === 'nothing-left') {
      const refunded = await this.payments.refund(payment);
      if (!refunded) throw new Error(`The late payment ${payment.codigo} could not be refunded.`);
      await this.payments.late.settle(this.db, payment.id, 'estornada');
      how = 'estornada';
    }
    await noticeLatePayment(this.notice, payment, how, await this.payerOf(payment), payment.descricao ?? '', this.pathOf(payment));
    return how;
  }

  /**
   * In one transaction: every ticket of the order taken again (or none), the order paid, the late
   * payment settled. A payment settled some other way meanwhile (paid, refunded) is only marked so.
   */
  private async giveTicketsAgain(pagamentoId: number): Promise<'given' | LateSettlement> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(pagamento).where(eq(pagamento.id, pagamentoId)).for('update');
      if (current && !GIVEN_UP.includes(current.status as PaymentStatus)) {
        const already: LateSettlement = current.status === 'estornado' ? 'estornada' : 'entregue';
        await this.payments.late.settle(tx, pagamentoId, already);
        return already;
      }
      if (!current) throw new NothingLeft();
      const [event] = await tx.select({ end: sql<Date>`coalesce(${evento.dataFim}, ${evento.dataInicio})` }).from(evento).where(eq(evento.id, current.idEvento ?? 0));
      if (!event || new Date(event.end) < this.clock()) throw new NothingLeft();
      const released = await tx
        .select({ ingressoId: inscricao.ingressoId, total: sql<number>`count(*)::integer` })
        .from(inscricao)
        .where(and(eq(inscricao.pagamentoId, pagamentoId), eq(inscricao.status, 'cancelada')))
        .groupBy(inscricao.ingressoId)
        .orderBy(inscricao.ingressoId);
      for (const { ingressoId, total } of released) {
        const taken = await tx
          .update(eventoIngresso)
          .set({ vendidos: sql`${eventoIngresso.vendidos} + ${total}` })
          .where(and(eq(eventoIngresso.id, ingressoId), sql`${eventoIngresso.vendidos} + ${total} <= ${eventoIngresso.quantidade}`))
          .returning({ id: eventoIngresso.id });
        if (taken.length === 0) throw new NothingLeft();
      }
      await tx.update(inscricao).set({ status: 'ativa' }).where(and(eq(inscricao.pagamentoId, pagamentoId), eq(inscricao.status, 'cancelada')));
      await tx.update(pagamento).set({ status: 'aprovado', reservaAte: null, dataAtualizacao: sql`now()` }).where(eq(pagamento.id, pagamentoId));
      await this.payments.late.settle(tx, pagamentoId, 'entregue');
      return 'given' as const;
    });
  }

  private async payerOf(payment: PaymentRow): Promise<LatePayer> {
    if (payment.usuarioId) {
      const [member] = await this.db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email }).from(usuario).where(eq(usuario.id, payment.usuarioId));
      if (member) return { firstName: member.nome, name: `${member.nome} ${member.sobrenome}`.trim(), email: member.email };
    }
    const [guest] = await this.db.select().from(inscricaoVisitante).where(eq(inscricaoVisitante.pagamentoId, payment.id));
    return guest ? { firstName: guest.nome, name: `${guest.nome} ${guest.sobrenome}`.trim(), email: guest.email } : { firstName: '', name: '', email: null };
  }

  /** Where the payer finds the order: a member's payment page (a visitor's order link is in their first e-mail). */
  private pathOf(payment: PaymentRow): string {
    return payment.usuarioId ? `/user/payment/${encodeURIComponent(payment.codigo)}` : '/';
  }
}
