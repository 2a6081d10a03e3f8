import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { LateSettlement } from '@church/api-modules/payments';
import { type LatePayer, type LatePaymentNoticeDeps, noticeLatePayment } from '@church/api-modules/payments';
import { PAID_STATUSES, type PaymentStatus } from '@church/api-modules/payments';
import type { PaymentRow } from '@church/api-modules/payments';
import type { PaymentService } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { doacao, doacaoRecorrenteCobranca } from './schema';

const GIVEN_UP: readonly PaymentStatus[] = ['nao_aprovado', 'cancelado'];

/**
 * Gifts paid after we had given up on them (a Pix that expired, a refusal the bank reversed, a request
 * that died): the money reached the church, so the gift counts (it appears in the donor's gifts and
 * yearly statement), unless it was a recurring gift's cycle that another attempt already paid, which is
 * refunded (a cycle is charged once). The donor and the church are told either way.
 */
export class LateGiftPayments {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly notice: LatePaymentNoticeDeps,
  ) {}

  /** Settles the late gift payments due now; one that fails stays queued and is tried again later. */
  settleDue(onError: (error: unknown) => void): Promise<{ codigo: string; how: LateSettlement }[]> {
    return this.payments.late.settleDue('DOACAO', (payment) => this.settle(payment), onError);
  }

  private async settle(payment: PaymentRow): Promise<LateSettlement> {
    const decided = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(pagamento).where(eq(pagamento.id, payment.id)).for('update');
      if (!current || !GIVEN_UP.includes(current.status as PaymentStatus)) {
        const already: LateSettlement = current?.status === 'estornado' ? 'estornada' : 'entregue';
        await this.payments.late.settle(tx, payment.id, already);
        return { how: already, tell: false };
      }
      if (await this.cyclePaidOtherwise(tx, payment.id)) return { how: 'estornada' as const, tell: true };
      await tx.update(pagamento).set({ status: 'aprovado', reservaAte: null, dataAtualizacao: sql`now()` }).where(eq(pagamento.id, payment.id));
      await this.payments.late.settle(tx, payment.id, 'entregue');
      return { how: 'entregue' as const, tell: true };
    });
    if (decided.how === 'estornada' && decided.tell) {
      if (!(await this.payments.refund(payment))) throw new Error(`The late gift payment ${payment.codigo} could not be refunded.`);
      await this.payments.late.settle(this.db, payment.id, 'estornada');
    }
    if (decided.tell) await noticeLatePayment(this.notice, payment, decided.how, await this.donorOf(payment), payment.descricao ?? '', '/user/giving');
    return decided.how;
  }

  /** Whether the payment is an attempt of a recurring gift's cycle that another attempt paid. */
  private async cyclePaidOtherwise(tx: Database, pagamentoId: number): Promise<boolean> {
    const [attempt] = await tx.select().from(doacaoRecorrenteCobranca).where(eq(doacaoRecorrenteCobranca.pagamentoId, pagamentoId));
    if (!attempt) return false;
    const [other] = await tx
      .select({ id: pagamento.id })
      .from(doacaoRecorrenteCobranca)
      .innerJoin(pagamento, eq(pagamento.id, doacaoRecorrenteCobranca.pagamentoId))
      .where(
        and(
          eq(doacaoRecorrenteCobranca.doacaoRecorrenteId, attempt.doacaoRecorrenteId),
          eq(doacaoRecorrenteCobranca.ciclo, attempt.ciclo),
          ne(doacaoRecorrenteCobranca.pagamentoId, pagamentoId),
          inArray(pagamento.status, [...PAID_STATUSES]),
        ),
      );
    return other !== undefined;
  }

  private async donorOf(payment: PaymentRow): Promise<LatePayer> {
    const [gift] = await this.db
      .select({ nome: doacao.nomeDoador, email: doacao.emailDoador, firstName: usuario.nome })
      .from(doacao)
      .leftJoin(usuario, eq(usuario.id, doacao.usuarioId))
      .where(eq(doacao.pagamentoId, payment.id));
    const name = gift?.nome ?? '';
    return { firstName: gift?.firstName ?? name.split(' ')[0] ?? '', name, email: gift?.email ?? null };
  }
}
