import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Ebd, EbdResumo } from '@church/contracts-ebd';
import type { Database } from '@church/api-platform/db/database';
import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { ebd, ebdLicao } from './schema';
import { withOptionalImage } from '@church/api-platform/http/optional-image';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

const resumoColumns = {
  id: ebd.id,
  slug: ebd.slug,
  nome: ebd.nome,
  faixaEtaria: ebd.faixaEtaria,
  professor: ebd.professor,
  sala: ebd.sala,
  horario: ebd.horario,
  imagem: ebd.imagem,
};

/** PostgreSQL answers a time as HH:MM:SS; classes start on the minute. */
function toResumo<Row extends { horario: string; imagem: StoredImage | null }>(row: Row) {
  return withOptionalImage({ ...row, horario: row.horario.slice(0, 5) });
}

/** Sunday-school classes (EBD): only a church's published ones, in the church's order. */
export class EbdRepository {
  constructor(private readonly db: Database) {}

  private published(igrejaId: number) {
    return and(eq(ebd.igrejaId, igrejaId), eq(ebd.flagPublicado, true));
  }

  async list(igrejaId: number, page: PageRequest): Promise<Paged<EbdResumo>> {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(resumoColumns)
        .from(ebd)
        .where(this.published(igrejaId))
        .orderBy(asc(ebd.ordem), asc(ebd.nome), asc(ebd.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(ebd).where(this.published(igrejaId)),
    ]);
    return { items: rows.map(toResumo), total: totals?.total ?? 0 };
  }

  /** The slugs of the church's published classes, in the church's order (its sitemap). */
  async publishedSlugs(igrejaId: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ slug: ebd.slug })
      .from(ebd)
      .where(this.published(igrejaId))
      .orderBy(asc(ebd.ordem), asc(ebd.nome), asc(ebd.id))
      .limit(limit);
    return rows.map((row) => row.slug);
  }

  /**
   * A class by its slug, or by its id when the key is all digits and no class has it as a slug
   * (notifications name a class by id: `idEntidadeRelacionada`).
   */
  async findBySlugOrId(igrejaId: number, key: string): Promise<Ebd | null> {
    const byId = /^[0-9]{1,9}$/.test(key) ? eq(ebd.id, Number(key)) : undefined;
    const [row] = await this.db
      .select({ ...resumoColumns, descricao: ebd.descricao })
      .from(ebd)
      .where(and(this.published(igrejaId), byId ? or(eq(ebd.slug, key), byId) : eq(ebd.slug, key)))
      .orderBy(desc(sql`${ebd.slug} = ${key}`))
      .limit(1);
    if (!row) return null;
    const licoes = await this.db
      .select({
        id: ebdLicao.id,
        titulo: ebdLicao.titulo,
        data: ebdLicao.data,
        referenciaBiblica: ebdLicao.referenciaBiblica,
        resumo: ebdLicao.resumo,
      })
      .from(ebdLicao)
      .where(eq(ebdLicao.ebdId, row.id))
      .orderBy(asc(ebdLicao.data), asc(ebdLicao.id));
    return { ...toResumo(row), licoes };
  }
}
