import { and, count, desc, eq } from 'drizzle-orm';
import type { Devocional, DevocionalResumo } from '@church/contracts-devotionals';
import type { Database } from '@church/api-platform/db/database';
import { devocional } from './schema';
import { withOptionalImage } from '@church/api-platform/http/optional-image';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

const resumoColumns = {
  id: devocional.id,
  titulo: devocional.titulo,
  referenciaBiblica: devocional.referenciaBiblica,
  autor: devocional.autor,
  data: devocional.data,
  imagem: devocional.imagem,
};

/** Daily devotionals: only a church's published ones, newest first. */
export class DevotionalRepository {
  constructor(private readonly db: Database) {}

  private published(igrejaId: number) {
    return and(eq(devocional.igrejaId, igrejaId), eq(devocional.flagPublicado, true));
  }

  async list(igrejaId: number, page: PageRequest): Promise<Paged<DevocionalResumo>> {
    const [items, [totals]] = await Promise.all([
      this.db
        .select(resumoColumns)
        .from(devocional)
        .where(this.published(igrejaId))
        .orderBy(desc(devocional.data), desc(devocional.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(devocional).where(this.published(igrejaId)),
    ]);
    return { items: items.map(withOptionalImage), total: totals?.total ?? 0 };
  }

  /** The ids of the church's published devotionals, newest first (its sitemap). */
  async publishedIds(igrejaId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: devocional.id })
      .from(devocional)
      .where(this.published(igrejaId))
      .orderBy(desc(devocional.data), desc(devocional.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async find(igrejaId: number, id: number): Promise<Devocional | null> {
    const [row] = await this.db
      .select({ ...resumoColumns, texto: devocional.texto })
      .from(devocional)
      .where(and(this.published(igrejaId), eq(devocional.id, id)));
    return row ? withOptionalImage(row) : null;
  }
}
