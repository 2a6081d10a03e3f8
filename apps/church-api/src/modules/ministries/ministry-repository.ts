import { and, asc, count, eq } from 'drizzle-orm';
import type { Ministerio, MinisterioResumo, ProjetoMinisterio, ProjetoMinisterioResumo } from '@church/data-access/schemas';
import type { Database } from '../../db/database';
import { ministerio, ministerioProjeto } from '../../db/schema';
import { withOptionalImage } from '../content/optional-image';
import { offsetOf, type PageRequest, type Paged } from '../content/paging';

const resumoColumns = {
  id: ministerio.id,
  nome: ministerio.nome,
  descricao: ministerio.descricao,
  lider: ministerio.lider,
  imagem: ministerio.imagem,
};

const projetoResumoColumns = {
  id: ministerioProjeto.id,
  nome: ministerioProjeto.nome,
  objetivo: ministerioProjeto.objetivo,
  status: ministerioProjeto.status,
  imagem: ministerioProjeto.imagem,
};

/** Ministries and their projects: only a church's published ones, in the church's order. */
export class MinistryRepository {
  constructor(private readonly db: Database) {}

  private published(igrejaId: number) {
    return and(eq(ministerio.igrejaId, igrejaId), eq(ministerio.flagPublicado, true));
  }

  private publishedProjects(igrejaId: number, ministerioId: number) {
    return and(
      eq(ministerioProjeto.igrejaId, igrejaId),
      eq(ministerioProjeto.ministerioId, ministerioId),
      eq(ministerioProjeto.flagPublicado, true),
    );
  }

  async list(igrejaId: number, page: PageRequest): Promise<Paged<MinisterioResumo>> {
    const [items, [totals]] = await Promise.all([
      this.db
        .select(resumoColumns)
        .from(ministerio)
        .where(this.published(igrejaId))
        .orderBy(asc(ministerio.ordem), asc(ministerio.nome), asc(ministerio.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(ministerio).where(this.published(igrejaId)),
    ]);
    return { items: items.map(withOptionalImage), total: totals?.total ?? 0 };
  }

  async find(igrejaId: number, id: number): Promise<Ministerio | null> {
    const [row] = await this.db
      .select({ ...resumoColumns, contato: ministerio.contato })
      .from(ministerio)
      .where(and(this.published(igrejaId), eq(ministerio.id, id)));
    if (!row) return null;
    const projetos: ProjetoMinisterioResumo[] = (
      await this.db
      .select(projetoResumoColumns)
      .from(ministerioProjeto)
      .where(this.publishedProjects(igrejaId, id))
      .orderBy(asc(ministerioProjeto.ordem), asc(ministerioProjeto.id))
    ).map(withOptionalImage);
    return { ...withOptionalImage(row), projetos };
  }

  /** A project, only under its own published ministry of the same church. */
  async findProject(igrejaId: number, ministerioId: number, projetoId: number): Promise<ProjetoMinisterio | null> {
    const [row] = await this.db
      .select({
        ...projetoResumoColumns,
        descricao: ministerioProjeto.descricao,
        idMinisterio: ministerio.id,
        nomeMinisterio: ministerio.nome,
      })
      .from(ministerioProjeto)
      .innerJoin(ministerio, eq(ministerio.id, ministerioProjeto.ministerioId))
      .where(
        and(
          this.published(igrejaId),
          this.publishedProjects(igrejaId, ministerioId),
          eq(ministerio.id, ministerioId),
          eq(ministerioProjeto.id, projetoId),
        ),
      );
    return row ? withOptionalImage(row) : null;
  }
}
