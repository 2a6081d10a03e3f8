import type { DoacaoRecorrente } from '@church/contracts-giving';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { pagamento, usuarioCartaoGatewayPagamento as cartao } from '@church/api-modules/payments';
import { doacao, doacaoRecorrente, pagamentoMotivo } from './schema';

/** How a recurring gift's periods are paid: a saved card, or a new Pix each period. */
export type RecurringMethod = 'CARTAO_CREDITO' | 'PIX';

/**
 * A recurring gift's method, as SQL over doacao_recorrente: its first gift's (the checkout's), which made
 * the recurring gift; a gift has no column of its own for it (a card gift's first gift is a card's).
 */
export const recurringMethodSql = sql<RecurringMethod>`coalesce((
  select p.metodo from doacao d join pagamento p on p.id = d.pagamento_id
  where d.doacao_recorrente_id = "doacao_recorrente"."id" order by d.id limit 1), 'CARTAO_CREDITO')`;

/** A member's recurring gifts, always read and changed by their account. */
export class RecurringGiftRepository {
  constructor(private readonly db: Database) {}

  list(usuarioId: number, igrejaId: number): Promise<DoacaoRecorrente[]> {
    return this.read(and(eq(doacaoRecorrente.usuarioId, usuarioId), eq(doacaoRecorrente.igrejaId, igrejaId)));
  }

  /** The church of one of the member's recurring gifts, or undefined when it is not theirs. */
  async churchOf(usuarioId: number, id: number): Promise<{ igrejaId: number } | undefined> {
    const [row] = await this.db
      .select({ igrejaId: doacaoRecorrente.igrejaId })
      .from(doacaoRecorrente)
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId)));
    return row;
  }

  async byId(id: number): Promise<DoacaoRecorrente | undefined> {
    const [found] = await this.read(eq(doacaoRecorrente.id, id));
    return found;
  }

  /**
   * Changes a running or paused gift's amount, frequency and (given one of the member's saved cards)
   * card; the next charge moves by the change of frequency (never into the past), except a retry of a
   * declined charge, which keeps its day, or is tried at once on a new card. Undefined when the member
   * has no such gift that is not stopped.
   */
  async change(usuarioId: number, id: number, change: { valor: number; recorrenciaDias: number; cartaoId?: number }, now: Date): Promise<DoacaoRecorrente | undefined> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const shifted = (column: typeof doacaoRecorrente.proximaCobranca | typeof doacaoRecorrente.vencimentoCiclo) => sql`greatest(${column} + make_interval(days => ${change.recorrenciaDias} - ${doacaoRecorrente.recorrenciaDias}), ${at})`;
    const newCard = change.cartaoId === undefined ? sql`false` : sql`${doacaoRecorrente.cartaoId} is distinct from ${change.cartaoId}`;
    const changed = await this.db
      .update(doacaoRecorrente)
      .set({
        valor: change.valor,
        proximaCobranca: sql`case when ${doacaoRecorrente.falhas} = 0 then ${shifted(doacaoRecorrente.proximaCobranca)} when ${doacaoRecorrente.status} = 'ativa' and ${newCard} then ${at} else ${doacaoRecorrente.proximaCobranca} end`,
        vencimentoCiclo: shifted(doacaoRecorrente.vencimentoCiclo),
        recorrenciaDias: change.recorrenciaDias,
        ...(change.cartaoId === undefined ? {} : { cartaoId: change.cartaoId }),
        dataAtualizacao: now,
      })
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId), inArray(doacaoRecorrente.status, ['ativa', 'pausada'])))
      .returning({ id: doacaoRecorrente.id });
    return changed.length ? this.byId(id) : undefined;
  }

  /**
   * Resumes one of the member's paused gifts, on `cartaoId` when given: the period that paused it is
   * not charged again, and the gift falls due on its calendar's next date from `now` on. Answers the
   * gift as it is after (running, or as it was when it was not paused), or undefined when it is not theirs.
   */
  async resume(usuarioId: number, id: number, now: Date, cartaoId?: number): Promise<DoacaoRecorrente | undefined> {
    const [row] = await this.db
      .select({ vencimentoCiclo: doacaoRecorrente.vencimentoCiclo, recorrenciaDias: doacaoRecorrente.recorrenciaDias })
      .from(doacaoRecorrente)
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId)));
    if (!row) return undefined;
    const due = dueFrom(row.vencimentoCiclo, row.recorrenciaDias, now);
    await this.db
      .update(doacaoRecorrente)
      .set({ status: 'ativa', falhas: 0, primeiraFalhaEm: null, pausadaEm: null, vencimentoCiclo: due, proximaCobranca: due, ...(cartaoId === undefined ? {} : { cartaoId }), dataAtualizacao: now })
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId), eq(doacaoRecorrente.status, 'pausada')));
    return this.byId(id);
  }

  /** Whether a saved card is the member's at the church (what a recurring gift of theirs may be charged to). */
  async isCardOf(usuarioId: number, igrejaId: number, cartaoId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: cartao.id })
      .from(cartao)
      .where(and(eq(cartao.id, cartaoId), eq(cartao.usuarioId, usuarioId), eq(cartao.igrejaId, igrejaId)));
    return row !== undefined;
  }

  /** The saved card of one of the member's gifts (null once removed), or undefined when it is not theirs. */
  async cardOf(usuarioId: number, id: number): Promise<{ cartaoId: number | null } | undefined> {
    const [row] = await this.db
      .select({ cartaoId: doacaoRecorrente.cartaoId })
      .from(doacaoRecorrente)
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId)));
    return row;
  }

  /** Stops one of the member's recurring gifts; false when they have none with that id. */
  async stop(usuarioId: number, id: number, now: Date): Promise<boolean> {
    const stopped = await this.db
      .update(doacaoRecorrente)
      .set({ status: 'parada', dataAtualizacao: now })
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId)))
      .returning({ id: doacaoRecorrente.id });
    return stopped.length > 0;
  }

  private async read(where: SQL | undefined): Promise<DoacaoRecorrente[]> {
    const rows = await this.db
      .select({
        id: doacaoRecorrente.id,
        idMotivo: doacaoRecorrente.motivoId,
        motivo: pagamentoMotivo.nome,
        valor: doacaoRecorrente.valor,
        moeda: igreja.moeda,
        recorrenciaDias: doacaoRecorrente.recorrenciaDias,
        flagUsuarioTaxa: doacaoRecorrente.flagUsuarioTaxa,
        status: doacaoRecorrente.status,
        proximaCobranca: doacaoRecorrente.proximaCobranca,
        pausadaEm: doacaoRecorrente.pausadaEm,
        vencimentoCiclo: doacaoRecorrente.vencimentoCiclo,
        idCartao: doacaoRecorrente.cartaoId,
        bandeira: cartao.bandeira,
        ultimosDigitos: cartao.ultimosDigitos,
        falhas: doacaoRecorrente.falhas,
        metodo: recurringMethodSql,
        dataCadastro: doacaoRecorrente.dataCadastro,
      })
      .from(doacaoRecorrente)
      .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.motivoId))
      .innerJoin(igreja, eq(igreja.id, doacaoRecorrente.igrejaId))
      .leftJoin(cartao, eq(cartao.id, doacaoRecorrente.cartaoId))
      .where(where)
      .orderBy(desc(doacaoRecorrente.dataCadastro), desc(doacaoRecorrente.id));
    const pending = await this.pendingPixOf(rows.filter((row) => row.metodo === 'PIX').map((row) => row.id));
    return rows.map(({ bandeira, ultimosDigitos, vencimentoCiclo, ...row }) => ({
      ...row,
      metodo: row.metodo === 'PIX' ? 'PIX' : 'CARTAO_CREDITO',
      pixPendente: pending.get(row.id) ?? null,
      status: row.status === 'ativa' || row.status === 'pausada' ? row.status : 'parada',
      // A paused gift is not charged: its next date is its calendar's next after it paused.
      proximaCobranca: (row.status === 'pausada' ? vencimentoCiclo : row.proximaCobranca).toISOString(),
      pausadaEm: row.pausadaEm?.toISOString() ?? null,
      dataCadastro: row.dataCadastro.toISOString(),
      cartao: bandeira && ultimosDigitos ? `${bandeira.toUpperCase()} •••• ${ultimosDigitos}` : null,
    }));
  }

  /** The Pix waiting to be paid of each of these Pix gifts (the latest period's, while it may be paid). */
  private async pendingPixOf(ids: number[]): Promise<Map<number, NonNullable<DoacaoRecorrente['pixPendente']>>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: doacao.doacaoRecorrenteId, codigo: pagamento.codigo, total: pagamento.total, copiaECola: pagamento.pixCopiaECola, expiraEm: pagamento.pixExpiraEm })
      .from(doacao)
      .innerJoin(pagamento, eq(pagamento.id, doacao.pagamentoId))
      .where(and(inArray(doacao.doacaoRecorrenteId, ids), eq(pagamento.metodo, 'PIX'), eq(pagamento.status, 'pendente')))
      .orderBy(doacao.id);
    const pending = new Map<number, NonNullable<DoacaoRecorrente['pixPendente']>>();
    for (const row of rows) {
      if (row.id !== null && row.copiaECola && row.expiraEm) pending.set(row.id, { codigoPagamento: row.codigo, total: row.total, copiaECola: row.copiaECola, expiraEm: row.expiraEm.toISOString() });
    }
    return pending;
  }

  /** A recurring gift's method (undefined when there is no such gift). */
  async methodOf(id: number, db: Database = this.db): Promise<RecurringMethod | undefined> {
    const [row] = await db.select({ metodo: recurringMethodSql }).from(doacaoRecorrente).where(eq(doacaoRecorrente.id, id));
    return row ? (row.metodo === 'PIX' ? 'PIX' : 'CARTAO_CREDITO') : undefined;
  }
}

const DAY_MS = 86_400_000;

/** The first date of a gift's calendar (its cycle due at `due`, every `days`) from `now` on: `due` itself when it has not passed. */
export function dueFrom(due: Date, days: number, now: Date): Date {
  if (due.getTime() >= now.getTime()) return due;
  const period = days * DAY_MS;
  return new Date(due.getTime() + Math.ceil((now.getTime() - due.getTime()) / period) * period);
}
