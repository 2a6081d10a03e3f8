import { and, desc, eq, sql } from 'drizzle-orm';
import type { UsuarioPlanoAssinatura } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { planoAssinatura, usuarioPlanoAssinatura } from './schema';

type Situacao = UsuarioPlanoAssinatura['status']['situacao'];
/** A subscription that renews: its next charge is at the end of its period. */
const RENEWING: readonly Situacao[] = ['ativo', 'inadimplente'];
/** What a member can cancel: what renews (a cancelled one is answered as it is). */
const CANCELLABLE: readonly Situacao[] = [...RENEWING, 'cancelado'];

export type CancelResult = { kind: 'cancelled'; subscription: UsuarioPlanoAssinatura } | { kind: 'ended' } | { kind: 'none' };

/** A member's subscriptions at a church (§3 "Plan"), read and cancelled by the member; scoped by member and church. */
export class SubscriptionRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select({
        id: usuarioPlanoAssinatura.id,
        situacao: usuarioPlanoAssinatura.situacao,
        valor: usuarioPlanoAssinatura.valor,
        taxa: usuarioPlanoAssinatura.taxa,
        taxaAdesao: usuarioPlanoAssinatura.taxaAdesao,
        dataAssinatura: usuarioPlanoAssinatura.dataAssinatura,
        fimPeriodo: usuarioPlanoAssinatura.fimPeriodo,
        dataCancelamento: usuarioPlanoAssinatura.dataCancelamento,
        planoId: planoAssinatura.id,
        planoCodigo: planoAssinatura.codigo,
        planoNome: planoAssinatura.nome,
        periodicidade: planoAssinatura.periodicidade,
        moeda: igreja.moeda,
      })
      .from(usuarioPlanoAssinatura)
      .innerJoin(planoAssinatura, eq(planoAssinatura.id, usuarioPlanoAssinatura.planoId))
      .innerJoin(igreja, eq(igreja.id, usuarioPlanoAssinatura.igrejaId));
  }

  private view(row: Awaited<ReturnType<SubscriptionRepository['select']>>[number]): UsuarioPlanoAssinatura {
    const situacao = row.situacao as Situacao;
    return {
      id: row.id,
      plano: { id: row.planoId, codigo: row.planoCodigo, nome: row.planoNome, periodicidade: row.periodicidade as UsuarioPlanoAssinatura['plano']['periodicidade'] },
      valor: row.valor,
      taxa: row.taxa,
      taxaAdesao: row.taxaAdesao,
      moeda: row.moeda,
      dataAssinatura: row.dataAssinatura.toISOString(),
      status: { situacao },
      fimPeriodo: row.fimPeriodo.toISOString(),
      proximaCobranca: RENEWING.includes(situacao) ? row.fimPeriodo.toISOString() : null,
      dataCancelamento: row.dataCancelamento?.toISOString() ?? null,
    };
  }

  async list(igrejaId: number, usuarioId: number): Promise<UsuarioPlanoAssinatura[]> {
    const rows = await this.select()
      .where(and(eq(usuarioPlanoAssinatura.igrejaId, igrejaId), eq(usuarioPlanoAssinatura.usuarioId, usuarioId)))
      .orderBy(desc(usuarioPlanoAssinatura.dataAssinatura), desc(usuarioPlanoAssinatura.id));
    return rows.map((row) => this.view(row));
  }

  /** Stops the renewals of the member's subscription, keeping its paid period; once, however often it is asked. */
  async cancel(igrejaId: number, usuarioId: number, id: number, now = new Date()): Promise<CancelResult> {
    const own = and(eq(usuarioPlanoAssinatura.id, id), eq(usuarioPlanoAssinatura.igrejaId, igrejaId), eq(usuarioPlanoAssinatura.usuarioId, usuarioId));
    await this.db
      .update(usuarioPlanoAssinatura)
      .set({ situacao: 'cancelado', dataCancelamento: now })
      .where(and(own, sql`${usuarioPlanoAssinatura.situacao} in ('ativo', 'inadimplente')`));
    const [row] = await this.select().where(own);
    if (!row) return { kind: 'none' };
    return CANCELLABLE.includes(row.situacao as Situacao) ? { kind: 'cancelled', subscription: this.view(row) } : { kind: 'ended' };
  }
}
