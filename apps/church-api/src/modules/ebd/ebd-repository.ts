import { and, asc, count, eq } from 'drizzle-orm';
import type { Ebd, EbdResumo } from '@church/data-access/schemas';
import type { Database } from '../../db/database';
import { ebd, ebdLicao, type StoredImage } from '../../db/schema';
import { withOptionalImage } from '../content/optional-image';
import { offsetOf, type PageRequest, type Paged } from '../content/paging';

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

  async findBySlug(igrejaId: number, slug: string): Promise<Ebd | null> {
    const [row] = await this.db
      .select({ ...resumoColumns, descricao: ebd.descricao })
      .from(ebd)
      .where(and(this.published(igrejaId), eq(ebd.slug, slug)));
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
