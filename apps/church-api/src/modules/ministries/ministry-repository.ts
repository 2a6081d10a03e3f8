import { and, asc, count, eq } from 'drizzle-orm';
import type { Ministerio, MinisterioResumo, ProjetoMinisterio, ProjetoMinisterioResumo } from '@church/contracts-ministries';
import type { Database } from '@church/api-platform/db/database';
import { ministerio, ministerioProjeto } from './schema';
import { withOptionalImage } from '@church/api-platform/http/optional-image';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

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

  /** The church's published ministries with their published projects' ids, in the church's order (its sitemap). */
  async publishedWithProjects(igrejaId: number, limit: number): Promise<{ id: number; projetos: number[] }[]> {
    const rows = await this.db
      .select({ id: ministerio.id, projetoId: ministerioProjeto.id })
      .from(ministerio)
      .leftJoin(
        ministerioProjeto,
        and(eq(ministerioProjeto.ministerioId, ministerio.id), eq(ministerioProjeto.igrejaId, igrejaId), eq(ministerioProjeto.flagPublicado, true)),
      )
      .where(this.published(igrejaId))
      .orderBy(asc(ministerio.ordem), asc(ministerio.nome), asc(ministerio.id), asc(ministerioProjeto.ordem), asc(ministerioProjeto.id))
      .limit(limit);
    const byId = new Map<number, number[]>();
    for (const row of rows) {
      const projetos = byId.get(row.id) ?? [];
      if (row.projetoId !== null) projetos.push(row.projetoId);
      byId.set(row.id, projetos);
    }
    return [...byId].map(([id, projetos]) => ({ id, projetos }));
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
