import type { Pagamento } from '@church/contracts-payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { ChargeResult } from './payment-gateway';
import type { PaymentMethod, PaymentStatus } from './payment-method';
import { qrCodeDataUrl } from './qr-code';
import { pagamento } from './schema';

export type PaymentRow = typeof pagamento.$inferSelect;
export type NewPayment = Omit<typeof pagamento.$inferInsert, 'id' | 'dataCadastro' | 'dataAtualizacao'>;

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
        pixCopiaECola: sql`${sql.placeholder('pixCopiaECola')}::text`,
        pixExpiraEm: sql`${sql.placeholder('pixExpiraEm')}::timestamptz`,
        boletoLinha: sql`${sql.placeholder('boletoLinha')}::text`,
        boletoVencimento: sql`${sql.placeholder('boletoVencimento')}::date`,
        desafioTokenHash: sql`${sql.placeholder('desafioTokenHash')}::text`,
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

  /** Records the gateway's answer on a payment still open; the status moves only from em_aberto. */
  async recordCharge(id: number, result: ChargeResult): Promise<PaymentRow | undefined> {
    const [row] = await this.chargeRecord.execute({
      id,
      status: result.status,
      referencia: result.referencia,
      pixCopiaECola: result.pix?.copiaECola ?? null,
      pixExpiraEm: result.pix?.expiraEm.toISOString() ?? null,
      boletoLinha: result.boleto?.linhaDigitavel ?? null,
      boletoVencimento: result.boleto?.vencimento ?? null,
      desafioTokenHash: result.desafio?.tokenHash ?? null,
    });
    return row;
  }

  /**
   * Moves a payment to `to` only from one of `from`, atomically: of two processes changing it at once,
   * one changes it and the other gets undefined. What a releasing status frees (tickets) the database
   * frees in the same statement (the events module's trigger).
   */
  async changeStatus(where: { id: number } | { referencia: string }, from: readonly PaymentStatus[], to: PaymentStatus): Promise<PaymentRow | undefined> {
    const match = 'id' in where ? eq(pagamento.id, where.id) : eq(pagamento.referenciaGateway, where.referencia);
    const [row] = await this.db
      .update(pagamento)
      .set({ status: to, desafioTokenHash: null, dataAtualizacao: sql`now()` })
      .where(and(match, inArray(pagamento.status, [...from])))
      .returning();
    return row;
  }

  async findByCode(codigo: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(pagamento).where(eq(pagamento.codigo, codigo));
    return row;
  }

  /**
   * Refuses card payments whose 3DS challenge was left unanswered since before `before` (the buyer
   * closed the page): the issuer's session is over, and their tickets go back on sale.
   */
  async refuseAbandonedChallenges(before: Date, limit = 500): Promise<PaymentRow[]> {
    return this.db
      .update(pagamento)
      .set({ status: 'nao_aprovado', desafioTokenHash: null, dataAtualizacao: sql`now()` })
      .where(
        inArray(
          pagamento.id,
          sql`(select id from ${pagamento} where status = 'em_analise' and desafio_token_hash is not null and data_atualizacao < ${before.toISOString()} order by id limit ${limit} for update skip locked)`,
        ),
      )
      .returning();
  }

  /** Cancels unpaid Pix payments whose code expired before `now`; each is cancelled once, whoever else runs this. */
  async cancelExpiredPix(now: Date, limit = 500): Promise<PaymentRow[]> {
    return this.db
      .update(pagamento)
      .set({ status: 'cancelado', dataAtualizacao: sql`now()` })
      .where(
        inArray(
          pagamento.id,
          sql`(select id from ${pagamento} where status = 'pendente' and metodo = 'PIX' and pix_expira_em < ${now.toISOString()} order by pix_expira_em limit ${limit} for update skip locked)`,
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
    status: row.status as PaymentStatus,
    valor: row.valor,
    taxa: row.taxa,
    juros: row.juros,
    total: row.total,
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
    desafio: null,
  };
}
