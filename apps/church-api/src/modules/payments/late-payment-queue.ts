import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { PaymentRow } from './payment-repository';
import { pagamento, pagamentoConciliacao } from './schema';

/** How long a claimed late payment is its claimer's before another replica may try it. */
const CLAIM_MS = 5 * 60_000;

/** How a late payment was settled: what was bought is the buyer's after all, or the money went back. */
export type LateSettlement = 'entregue' | 'estornada';

/**
 * Payments a gateway confirmed after we had given up on them (refused, cancelled, expired, or left open
 * by a process that died): the buyer paid and holds nothing. The payment core queues each once; the
 * order's module (by the payment's `origem`) claims its own, settles it (gives what was bought if it
 * still can, else refunds) and says how, so that nobody is charged without what they paid for.
 */
export class LatePaymentQueue {
  constructor(private readonly db: Database) {}

  /** Queues a late payment (once, however often its confirmation arrives). */
  async add(db: Database, payment: Pick<PaymentRow, 'id' | 'origem'>): Promise<void> {
    await db.insert(pagamentoConciliacao).values({ pagamentoId: payment.id, origem: payment.origem }).onConflictDoNothing();
  }

  /** Claims up to `limit` open late payments of one order module, each for this runner alone for a while. */
  async claim(origem: string, limit = 20): Promise<PaymentRow[]> {
    const claimed = await this.db
      .update(pagamentoConciliacao)
      .set({ proximaTentativa: sql`now() + ${CLAIM_MS} * interval '1 millisecond'`, tentativas: sql`${pagamentoConciliacao.tentativas} + 1`, dataAtualizacao: sql`now()` })
      .where(
        inArray(
          pagamentoConciliacao.pagamentoId,
          sql`(select pagamento_id from ${pagamentoConciliacao} where situacao = 'aberta' and origem = ${origem} and proxima_tentativa <= now() order by proxima_tentativa limit ${limit} for update skip locked)`,
        ),
      )
      .returning({ pagamentoId: pagamentoConciliacao.pagamentoId });
    if (claimed.length === 0) return [];
    return this.db
      .select()
      .from(pagamento)
      .where(
        inArray(
          pagamento.id,
          claimed.map((row) => row.pagamentoId),
        ),
      );
  }

  /**
   * Claims the late payments of `origem` due now and settles each with `settle`; one that fails stays
   * queued (its error goes to `onError`) and is tried again once its claim runs out.
   */
  async settleDue(origem: string, settle: (payment: PaymentRow) => Promise<LateSettlement>, onError: (error: unknown) => void): Promise<{ codigo: string; how: LateSettlement }[]> {
    const settled: { codigo: string; how: LateSettlement }[] = [];
    for (const payment of await this.claim(origem)) {
      try {
        settled.push({ codigo: payment.codigo, how: await settle(payment) });
      } catch (error) {
        onError(error);
      }
    }
    return settled;
  }

  async settle(db: Database, pagamentoId: number, how: LateSettlement): Promise<void> {
    await db
      .update(pagamentoConciliacao)
      .set({ situacao: how, dataAtualizacao: sql`now()` })
      .where(and(eq(pagamentoConciliacao.pagamentoId, pagamentoId), eq(pagamentoConciliacao.situacao, 'aberta')));
  }

  /** How each late payment was settled, for those asked (tests and the admin site read it). */
  async settlements(pagamentoIds: number[]): Promise<Map<number, string>> {
    if (pagamentoIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: pagamentoConciliacao.pagamentoId, situacao: pagamentoConciliacao.situacao })
      .from(pagamentoConciliacao)
      .where(inArray(pagamentoConciliacao.pagamentoId, pagamentoIds));
    return new Map(rows.map((row) => [row.id, row.situacao]));
  }
}
