import { and, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { UsuarioPlanoAssinatura } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { planoAssinatura, planoAssinaturaCupom, usuarioPlanoAssinatura } from './schema';

type Situacao = UsuarioPlanoAssinatura['status']['situacao'];
/** A subscription that renews: its next charge is at the end of its period. */
const RENEWING: readonly Situacao[] = ['ativo', 'inadimplente'];
/** A subscription in one of these is the member's one running (or awaited) subscription at the church. */
export const OPEN: readonly Situacao[] = ['pendente', ...RENEWING];
/** What a member can cancel: what renews (a cancelled one is answered as it is). */
const CANCELLABLE: readonly Situacao[] = [...RENEWING, 'cancelado'];

/** What a change asked by the member did: the subscription as it is now, or why nothing (none of theirs; not running). */
export type SubscriptionChange = { kind: 'changed'; subscription: UsuarioPlanoAssinatura } | { kind: 'ended' } | { kind: 'none' };

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
        proximaTentativa: usuarioPlanoAssinatura.proximaCobranca,
        metodo: usuarioPlanoAssinatura.metodo,
        teste: usuarioPlanoAssinatura.teste,
        percentualDesconto: usuarioPlanoAssinatura.percentualDesconto,
        periodosDesconto: usuarioPlanoAssinatura.periodosDesconto,
        cupomCodigo: planoAssinaturaCupom.codigo,
        planoId: planoAssinatura.id,
        planoCodigo: planoAssinatura.codigo,
        planoNome: planoAssinatura.nome,
        periodicidade: planoAssinatura.periodicidade,
        moeda: igreja.moeda,
      })
      .from(usuarioPlanoAssinatura)
      .innerJoin(planoAssinatura, eq(planoAssinatura.id, usuarioPlanoAssinatura.planoId))
      .innerJoin(igreja, eq(igreja.id, usuarioPlanoAssinatura.igrejaId))
      .leftJoin(planoAssinaturaCupom, eq(planoAssinaturaCupom.id, usuarioPlanoAssinatura.cupomId));
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
      // A renewal that was declined is tried again at its next attempt; otherwise the period's end renews it.
      proximaCobranca: RENEWING.includes(situacao) ? (situacao === 'inadimplente' && row.proximaTentativa ? row.proximaTentativa : row.fimPeriodo).toISOString() : null,
      dataCancelamento: row.dataCancelamento?.toISOString() ?? null,
      metodo: row.metodo as UsuarioPlanoAssinatura['metodo'],
      periodoTeste: row.teste,
      cupom: row.percentualDesconto > 0 ? { codigo: row.cupomCodigo ?? '', percentual: row.percentualDesconto, periodos: row.periodosDesconto } : null,
    };
  }

  /** The member's subscriptions, leaving out those whose first payment was refused (they ended before they began). */
  async list(igrejaId: number, usuarioId: number): Promise<UsuarioPlanoAssinatura[]> {
    const rows = await this.select()
      .where(
        and(
          eq(usuarioPlanoAssinatura.igrejaId, igrejaId),
          eq(usuarioPlanoAssinatura.usuarioId, usuarioId),
          or(isNotNull(usuarioPlanoAssinatura.dataInicio), ne(usuarioPlanoAssinatura.situacao, 'encerrado')),
        ),
      )
      .orderBy(desc(usuarioPlanoAssinatura.dataAssinatura), desc(usuarioPlanoAssinatura.id));
    return rows.map((row) => this.view(row));
  }

  async byId(igrejaId: number, usuarioId: number, id: number): Promise<UsuarioPlanoAssinatura | undefined> {
    const [row] = await this.select().where(and(eq(usuarioPlanoAssinatura.id, id), eq(usuarioPlanoAssinatura.igrejaId, igrejaId), eq(usuarioPlanoAssinatura.usuarioId, usuarioId)));
    return row ? this.view(row) : undefined;
  }

  /** Whether the member has a subscription at the church that is running or waiting for its first payment. */
  async hasOpen(igrejaId: number, usuarioId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: usuarioPlanoAssinatura.id })
      .from(usuarioPlanoAssinatura)
      .where(and(eq(usuarioPlanoAssinatura.igrejaId, igrejaId), eq(usuarioPlanoAssinatura.usuarioId, usuarioId), inArray(usuarioPlanoAssinatura.situacao, [...OPEN])))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Pays a running subscription with the member's saved card `cartaoId` (the caller checked it is theirs)
   * from its next charge on; one whose renewal was declined is looked at again at once.
   */
  async changeCard(igrejaId: number, usuarioId: number, id: number, cartaoId: number, now = new Date()): Promise<SubscriptionChange> {
    const own = and(eq(usuarioPlanoAssinatura.id, id), eq(usuarioPlanoAssinatura.igrejaId, igrejaId), eq(usuarioPlanoAssinatura.usuarioId, usuarioId));
    await this.db
      .update(usuarioPlanoAssinatura)
      .set({
        cartaoId,
        metodo: 'CARTAO_CREDITO',
        proximaCobranca: sql`case when ${usuarioPlanoAssinatura.situacao} = 'inadimplente' then ${now.toISOString()}::timestamptz else ${usuarioPlanoAssinatura.proximaCobranca} end`,
      })
      .where(and(own, inArray(usuarioPlanoAssinatura.situacao, [...RENEWING])));
    const [row] = await this.select().where(own);
    if (!row) return { kind: 'none' };
    return RENEWING.includes(row.situacao as Situacao) ? { kind: 'changed', subscription: this.view(row) } : { kind: 'ended' };
  }

  /** Stops the renewals of the member's subscription, keeping its paid period; once, however often it is asked. */
  async cancel(igrejaId: number, usuarioId: number, id: number, now = new Date()): Promise<SubscriptionChange> {
    const own = and(eq(usuarioPlanoAssinatura.id, id), eq(usuarioPlanoAssinatura.igrejaId, igrejaId), eq(usuarioPlanoAssinatura.usuarioId, usuarioId));
    await this.db
      .update(usuarioPlanoAssinatura)
      .set({ situacao: 'cancelado', dataCancelamento: now })
      .where(and(own, sql`${usuarioPlanoAssinatura.situacao} in ('ativo', 'inadimplente')`));
    const [row] = await this.select().where(own);
    if (!row) return { kind: 'none' };
    return CANCELLABLE.includes(row.situacao as Situacao) ? { kind: 'changed', subscription: this.view(row) } : { kind: 'ended' };
  }
}
