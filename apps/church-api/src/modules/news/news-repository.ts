import { and, count, desc, eq } from 'drizzle-orm';
import type { Noticia, NoticiaResumo } from '@church/contracts-news';
import type { Database } from '@church/api-platform/db/database';
import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { noticia } from './schema';
import { withOptionalImage } from '@church/api-platform/http/optional-image';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

const resumoColumns = {
  id: noticia.id,
  titulo: noticia.titulo,
  resumo: noticia.resumo,
  imagem: noticia.imagem,
  dataPublicacao: noticia.dataPublicacao,
};

type ResumoRow = Omit<NoticiaResumo, 'dataPublicacao' | 'imagem'> & { dataPublicacao: Date; imagem: StoredImage | null };

function toResumo<Row extends ResumoRow>(row: Row) {
  return withOptionalImage({ ...row, dataPublicacao: row.dataPublicacao.toISOString() });
}

/** News: only a church's published items, newest first. */
export class NewsRepository {
  constructor(private readonly db: Database) {}

  private published(igrejaId: number) {
    return and(eq(noticia.igrejaId, igrejaId), eq(noticia.flagPublicado, true));
  }

  async list(igrejaId: number, page: PageRequest): Promise<Paged<NoticiaResumo>> {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(resumoColumns)
        .from(noticia)
        .where(this.published(igrejaId))
        .orderBy(desc(noticia.dataPublicacao), desc(noticia.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(noticia).where(this.published(igrejaId)),
    ]);
    return { items: rows.map(toResumo), total: totals?.total ?? 0 };
  }

  /** The ids of the church's published items, newest first (its sitemap). */
  async publishedIds(igrejaId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: noticia.id })
      .from(noticia)
      .where(this.published(igrejaId))
      .orderBy(desc(noticia.dataPublicacao), desc(noticia.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async find(igrejaId: number, id: number): Promise<Noticia | null> {
    const [row] = await this.db
      .select({ ...resumoColumns, texto: noticia.texto })
      .from(noticia)
      .where(and(this.published(igrejaId), eq(noticia.id, id)));
    return row ? toResumo(row) : null;
  }
}
