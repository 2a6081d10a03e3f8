import type { Pagamento } from '@church/contracts-payments';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { ChargeResult } from './payment-gateway';
import { UNPAID_HOLDING_STATUSES } from './hold-period';
import type { PaymentMethod, PaymentStatus } from './payment-method';
import { qrCodeDataUrl } from './qr-code';
import { pagamento } from './schema';

export type PaymentRow = typeof pagamento.$inferSelect;
export type NewPayment = Omit<typeof pagamento.$inferInsert, 'id' | 'dataCadastro' | 'dataAtualizacao'>;

/** A payment named by a gateway's reference: that gateway's, and that church's when one is named. */
export interface ByReference {
  referencia: string;
  gateway: string;
  igrejaId?: number | undefined;
}

function byReference({ referencia, gateway, igrejaId }: ByReference) {
  return and(eq(pagamento.referenciaGateway, referencia), eq(pagamento.gateway, gateway), igrejaId === undefined ? undefined : eq(pagamento.igrejaId, igrejaId));
}

/** Payments: created inside the order's transaction, then changed only from an expected status. */
export class PaymentRepository {
  /** Every paid order records its gateway's answer: prepared once per connection. */
  private readonly chargeRecord;

  constructor(private readonly db: Database) {
    this.chargeRecord = db
      .update(pagamento)
      .set({
        status: sql`${sql.placeholder('status')}::text`,
        referenciaGateway: sql`${sql.placeholder('referencia')}::text`,
        gateway: sql`${sql.placeholder('gateway')}::text`,
        pixCopiaECola: sql`${sql.placeholder('pixCopiaECola')}::text`,
        pixExpiraEm: sql`${sql.placeholder('pixExpiraEm')}::timestamptz`,
        boletoLinha: sql`${sql.placeholder('boletoLinha')}::text`,
        boletoVencimento: sql`${sql.placeholder('boletoVencimento')}::date`,
        desafioTokenHash: sql`${sql.placeholder('desafioTokenHash')}::text`,
        reservaAte: sql`${sql.placeholder('reservaAte')}::timestamptz`,
        dataAtualizacao: sql`now()`,
      })
      .where(and(eq(pagamento.id, sql.placeholder('id')), eq(pagamento.status, 'em_aberto')))
      .returning()
      .prepare('payment_record_charge');
  }

  async create(tx: Database, payment: NewPayment): Promise<PaymentRow> {
    const [row] = await tx.insert(pagamento).values(payment).returning();
    if (!row) throw new Error('The payment was not created.');
    return row;
  }

  /** Records the gateway's answer, and until when it holds, on a payment still open; the status moves only from em_aberto. */
  async recordCharge(id: number, result: ChargeResult, reservaAte: Date | null): Promise<PaymentRow | undefined> {
    const [row] = await this.chargeRecord.execute({
      id,
      status: result.status,
      referencia: result.referencia,
      gateway: result.gateway,
      pixCopiaECola: result.pix?.copiaECola ?? null,
      pixExpiraEm: result.pix?.expiraEm.toISOString() ?? null,
      boletoLinha: result.boleto?.linhaDigitavel ?? null,
      boletoVencimento: result.boleto?.vencimento ?? null,
      desafioTokenHash: result.desafio?.tokenHash ?? null,
      reservaAte: reservaAte?.toISOString() ?? null,
    });
    return row;
  }

  /**
   * Moves a payment to `to` only from one of `from`, atomically: of two processes changing it at once,
   * one changes it and the other gets undefined. A payment named by its gateway reference is changed
   * only for that gateway's events (and that church's, when the event came to its address). What a
   * releasing status frees (tickets) the database frees in the same statement (the events module's
   * trigger); a status that holds nothing unpaid ends the hold.
   */
  async changeStatus(where: { id: number } | ByReference, from: readonly PaymentStatus[], to: PaymentStatus): Promise<PaymentRow | undefined> {
    const match = 'id' in where ? eq(pagamento.id, where.id) : byReference(where);
    const [row] = await this.db
      .update(pagamento)
      .set({
        status: to,
        desafioTokenHash: null,
        dataAtualizacao: sql`now()`,
        ...(UNPAID_HOLDING_STATUSES.includes(to) ? {} : { reservaAte: null }),
        // Refunded in full: the whole total, whatever part of it an earlier partial refund had recorded.
        ...(to === 'estornado' ? { valorEstornado: sql`${pagamento.total}` } : {}),
      })
      .where(and(match, inArray(pagamento.status, [...from])))
      .returning();
    return row;
  }

  /**
   * Records how much of a payment its provider has refunded so far (`valorEstornado`, cumulative):
   * only ever more than recorded, so that an event delivered twice, or an older one delivered late,
   * changes nothing. Refunded in full (`full`), the payment is estornado from whatever status it had
   * (a refunded charge was paid, even if its success was not heard yet), and its tickets go back; in
   * part, its status stays and what it bought stays the buyer's. Undefined when nothing changed.
   */
  async recordRefund(where: ByReference, valorEstornado: number, full: boolean): Promise<PaymentRow | undefined> {
    const amount = sql`least(${Math.max(0, Math.trunc(valorEstornado))}::integer, ${pagamento.total})`;
    const [row] = await this.db
      .update(pagamento)
      .set(
        full
          ? { status: 'estornado', valorEstornado: sql`${pagamento.total}`, desafioTokenHash: null, reservaAte: null, dataAtualizacao: sql`now()` }
          : { valorEstornado: amount, dataAtualizacao: sql`now()` },
      )
      .where(and(byReference(where), full ? ne(pagamento.status, 'estornado') : and(ne(pagamento.status, 'estornado'), sql`${pagamento.valorEstornado} < ${amount}`)))
      .returning();
    return row;
  }

  /**
   * The payer's bank disputed the charge: the payment is contestado while the bank holds its money (from
   * paid, or from waiting when the success was not heard yet; what it bought stays the buyer's), once
   * per charge: a dispute already closed (its closing event came first) is not opened again.
   */
  async openDispute(where: ByReference): Promise<PaymentRow | undefined> {
    const disputable = sql`${pagamento.status} in ('aprovado', 'success', ${sql.join(
      UNPAID_HOLDING_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`;
    const [row] = await this.db
      .update(pagamento)
      .set({
        contestacao: 'aberta',
        status: sql`case when ${disputable} then 'contestado' else ${pagamento.status} end`,
        reservaAte: sql`case when ${disputable} then null else ${pagamento.reservaAte} end`,
        dataAtualizacao: sql`now()`,
      })
      .where(and(byReference(where), isNull(pagamento.contestacao)))
      .returning();
    return row;
  }

  /**
   * The dispute closed: won, a contestado payment is aprovado again; lost, the payment is estornado in
   * full (its tickets go back, its gift leaves the statement). Once per charge, whichever order its
   * events arrive in.
   */
  async closeDispute(where: ByReference, resultado: 'ganha' | 'perdida'): Promise<PaymentRow | undefined> {
    const open = or(isNull(pagamento.contestacao), eq(pagamento.contestacao, 'aberta'));
    const [row] = await this.db
      .update(pagamento)
      .set(
        resultado === 'ganha'
          ? { contestacao: 'ganha', status: sql`case when ${pagamento.status} = 'contestado' then 'aprovado' else ${pagamento.status} end`, dataAtualizacao: sql`now()` }
          : { contestacao: 'perdida', status: 'estornado', valorEstornado: sql`${pagamento.total}`, desafioTokenHash: null, reservaAte: null, dataAtualizacao: sql`now()` },
      )
      .where(and(byReference(where), open))
      .returning();
    return row;
  }

  async findByReference(referencia: string, gateway: string, igrejaId?: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(pagamento).where(byReference({ referencia, gateway, igrejaId }));
    return row;
  }

  /** The payment a purchase attempt made, if it made one. */
  async findByAttempt(attemptId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(pagamento).where(eq(pagamento.chaveIdempotencia, attemptId));
    return row;
  }

  async findByCode(codigo: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(pagamento).where(eq(pagamento.codigo, codigo));
    return row;
  }

  /**
   * Ends the holds that ran out before `now`: an unanswered 3DS challenge is refused, any other unpaid
   * payment (a Pix or slip not paid, cash or the wallet not paid in time, a review not decided) is
   * cancelled, and their tickets go back on sale. Each is ended once, whoever else runs this.
   */
  async endExpiredHolds(now: Date, limit = 500): Promise<PaymentRow[]> {
    return this.db
      .update(pagamento)
      .set({ status: sql`case when ${pagamento.desafioTokenHash} is not null then 'nao_aprovado' else 'cancelado' end`, desafioTokenHash: null, reservaAte: null, dataAtualizacao: sql`now()` })
      .where(
        inArray(
          pagamento.id,
          sql`(select id from ${pagamento} where status in ('pendente', 'aguardando', 'em_analise') and reserva_ate < ${now.toISOString()} order by reserva_ate limit ${limit} for update skip locked)`,
        ),
      )
      .returning();
  }

  /**
   * Claims the payments still open (em_aberto: charged, or about to be, by a request that never
   * recorded the answer) since before `before`: each claim moves its time on, so that the next run
   * of any replica leaves it alone while this one asks the gateway.
   */
  async claimOpenCharges(before: Date, limit = 100): Promise<PaymentRow[]> {
    return this.db
      .update(pagamento)
      .set({ dataAtualizacao: sql`now()` })
      .where(
        inArray(
          pagamento.id,
          sql`(select id from ${pagamento} where status = 'em_aberto' and data_atualizacao < ${before.toISOString()} order by id limit ${limit} for update skip locked)`,
        ),
      )
      .returning();
  }
}

/**
 * A payment as the API shows it; `qrCodes: false` leaves out the Pix QR picture (the answer of the
 * purchase itself, which the buyer's screen follows with a read of the payment).
 */
export function paymentView(row: PaymentRow, { qrCodes = true }: { qrCodes?: boolean } = {}): Pagamento {
  return {
    codigo: row.codigo,
    metodo: row.metodo as PaymentMethod,
    provedor: row.gateway ?? null,
    status: row.status as PaymentStatus,
    valor: row.valor,
    taxa: row.taxa,
    juros: row.juros,
    total: row.total,
    valorEstornado: row.status === 'estornado' ? row.total : row.valorEstornado,
    parcelas: row.parcelas,
    moeda: row.moeda,
    dataCadastro: row.dataCadastro.toISOString(),
    descricao: row.descricao,
    idEvento: row.idEvento,
    pix:
      row.pixCopiaECola && row.pixExpiraEm
        ? { copiaECola: row.pixCopiaECola, ...(qrCodes ? { qrCode: qrCodeDataUrl(row.pixCopiaECola) } : {}), expiraEm: row.pixExpiraEm.toISOString() }
        : null,
    boleto: row.boletoLinha && row.boletoVencimento ? { linhaDigitavel: row.boletoLinha, vencimento: row.boletoVencimento } : null,
    dinheiro: row.dinheiroPagarAte ? { pagarAte: row.dinheiroPagarAte.toISOString() } : null,
    reservaAte: row.reservaAte && UNPAID_HOLDING_STATUSES.includes(row.status as PaymentStatus) ? row.reservaAte.toISOString() : null,
    desafio: null,
  };
}
