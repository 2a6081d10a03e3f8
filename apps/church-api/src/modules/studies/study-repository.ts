import { and, count, desc, eq } from 'drizzle-orm';
import type { ConfiguracaoEstudo, Estudo, EstudoResumo } from '@church/contracts-studies';
import type { Database } from '@church/api-platform/db/database';
import { configuracaoEstudo, estudo } from './schema';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

const summaryColumns = {
  id: estudo.id,
  titulo: estudo.titulo,
  passagemBiblica: estudo.passagemBiblica,
  resumo: estudo.resumo,
  dataEstudo: estudo.dataEstudo,
};

/** Small-group Bible studies and the church's study configuration. Every query is scoped by the church. */
export class StudyRepository {
  constructor(private readonly db: Database) {}

  /** A church without a configuration row has public studies (the column's default). */
  async configuration(igrejaId: number): Promise<ConfiguracaoEstudo> {
    const [row] = await this.db
      .select({ flagConteudoPublico: configuracaoEstudo.flagConteudoPublico })
      .from(configuracaoEstudo)
      .where(eq(configuracaoEstudo.igrejaId, igrejaId));
    return { flagConteudoPublico: row?.flagConteudoPublico ?? true };
  }

  async list(igrejaId: number, paging: PageRequest): Promise<Paged<EstudoResumo>> {
    const items = await this.db
      .select(summaryColumns)
      .from(estudo)
      .where(eq(estudo.igrejaId, igrejaId))
      .orderBy(desc(estudo.dataEstudo), desc(estudo.id))
      .limit(paging.limit)
      .offset(offsetOf(paging));
    const [totals] = await this.db.select({ total: count() }).from(estudo).where(eq(estudo.igrejaId, igrejaId));
    return { items, total: Number(totals?.total ?? 0) };
  }

  /** The ids of the church's studies, newest first (its sitemap). */
  async ids(igrejaId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: estudo.id })
      .from(estudo)
      .where(eq(estudo.igrejaId, igrejaId))
      .orderBy(desc(estudo.dataEstudo), desc(estudo.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async find(igrejaId: number, id: number): Promise<Estudo | null> {
    const [row] = await this.db
      .select({ ...summaryColumns, conteudo: estudo.conteudo, perguntas: estudo.perguntas })
      .from(estudo)
      .where(and(eq(estudo.igrejaId, igrejaId), eq(estudo.id, id)));
    return row ?? null;
  }
}
