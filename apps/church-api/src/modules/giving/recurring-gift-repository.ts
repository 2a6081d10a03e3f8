import type { DoacaoRecorrente } from '@church/contracts-giving';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { usuarioCartaoGatewayPagamento as cartao } from '@church/api-modules/payments';
import { doacaoRecorrente, pagamentoMotivo } from './schema';

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
   * Changes a running gift's amount and frequency; the next charge moves by the change of frequency
   * (never into the past). Undefined when the member has no such running gift.
   */
  async change(usuarioId: number, id: number, valor: number, recorrenciaDias: number, now: Date): Promise<DoacaoRecorrente | undefined> {
    const changed = await this.db
      .update(doacaoRecorrente)
      .set({
        valor,
        proximaCobranca: sql`greatest(${doacaoRecorrente.proximaCobranca} + make_interval(days => ${recorrenciaDias} - ${doacaoRecorrente.recorrenciaDias}), ${now.toISOString()}::timestamptz)`,
        vencimentoCiclo: sql`greatest(${doacaoRecorrente.vencimentoCiclo} + make_interval(days => ${recorrenciaDias} - ${doacaoRecorrente.recorrenciaDias}), ${now.toISOString()}::timestamptz)`,
        recorrenciaDias,
        dataAtualizacao: now,
      })
      .where(and(eq(doacaoRecorrente.id, id), eq(doacaoRecorrente.usuarioId, usuarioId), eq(doacaoRecorrente.status, 'ativa')))
      .returning({ id: doacaoRecorrente.id });
    return changed.length ? this.byId(id) : undefined;
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
        bandeira: cartao.bandeira,
        ultimosDigitos: cartao.ultimosDigitos,
        falhas: doacaoRecorrente.falhas,
        dataCadastro: doacaoRecorrente.dataCadastro,
      })
      .from(doacaoRecorrente)
      .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoRecorrente.motivoId))
      .innerJoin(igreja, eq(igreja.id, doacaoRecorrente.igrejaId))
      .leftJoin(cartao, eq(cartao.id, doacaoRecorrente.cartaoId))
      .where(where)
      .orderBy(desc(doacaoRecorrente.dataCadastro), desc(doacaoRecorrente.id));
    return rows.map(({ bandeira, ultimosDigitos, ...row }) => ({
      ...row,
      status: row.status === 'ativa' ? 'ativa' : 'parada',
      proximaCobranca: row.proximaCobranca.toISOString(),
      dataCadastro: row.dataCadastro.toISOString(),
      cartao: bandeira && ultimosDigitos ? `${bandeira.toUpperCase()} •••• ${ultimosDigitos}` : null,
    }));
  }
}
