import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Notificacao } from '@church/contracts-notifications';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { notificacao } from './schema';

/** What a member reads: the church's notifications to every member and those to the member's own account. */
export class NotificationRepository {
  constructor(private readonly db: Database) {}

  async listFor(usuarioId: number, igrejaId: number, page: PageRequest): Promise<Paged<Notificacao>> {
    const visible = and(eq(notificacao.igrejaId, igrejaId), or(isNull(notificacao.usuarioId), eq(notificacao.usuarioId, usuarioId)));
    const rows = await this.db
      .select({ row: notificacao, igrejaCodigo: igreja.codigo })
      .from(notificacao)
      .innerJoin(igreja, eq(igreja.id, notificacao.igrejaId))
      .where(visible)
      .orderBy(desc(notificacao.dataCadastro), desc(notificacao.id))
      .limit(page.limit)
      .offset(offsetOf(page));
    const [total] = await this.db.select({ n: count() }).from(notificacao).where(visible);
    return {
      items: rows.map(({ row, igrejaCodigo }) => ({
        id: row.id,
        titulo: row.titulo,
        corpo: row.corpo,
        dataCadastro: row.dataCadastro.toISOString(),
        dataUltimaAlteracao: row.dataUltimaAlteracao.toISOString(),
        tipo: { codigo: row.tipoCodigo },
        igreja: { codigo: igrejaCodigo },
        idEntidadeRelacionada: row.idEntidadeRelacionada,
      })),
      total: Number(total?.n ?? 0),
    };
  }
}
