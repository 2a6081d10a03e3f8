import { and, count, desc, eq } from 'drizzle-orm';
import type { ConfiguracaoEstudo, Estudo, EstudoResumo } from '@church/data-access/schemas';
import type { Database } from '../../db/database';
import { igreja } from '../../db/schema/church';
import { configuracaoEstudo, estudo } from '../../db/schema/media';
import { offsetOf, type PageRequest } from '../media-http';

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

  async churchIdBySlug(slug: string): Promise<number | null> {
    const [row] = await this.db.select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, slug));
    return row?.id ?? null;
  }

  /** A church without a configuration row has public studies (the column's default). */
  async configuration(igrejaId: number): Promise<ConfiguracaoEstudo> {
    const [row] = await this.db
      .select({ flagConteudoPublico: configuracaoEstudo.flagConteudoPublico })
      .from(configuracaoEstudo)
      .where(eq(configuracaoEstudo.igrejaId, igrejaId));
    return { flagConteudoPublico: row?.flagConteudoPublico ?? true };
  }

  async list(igrejaId: number, paging: PageRequest): Promise<{ items: EstudoResumo[]; total: number }> {
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

  async find(igrejaId: number, id: number): Promise<Estudo | null> {
    const [row] = await this.db
      .select({ ...summaryColumns, conteudo: estudo.conteudo, perguntas: estudo.perguntas })
      .from(estudo)
      .where(and(eq(estudo.igrejaId, igrejaId), eq(estudo.id, id)));
    return row ?? null;
  }
}
