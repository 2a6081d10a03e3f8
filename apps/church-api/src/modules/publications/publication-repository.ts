import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Publicacao, PublicacaoResumo, PublicacaoTipo } from '@church/contracts-publications';
import type { Database } from '@church/api-platform/db/database';
import { publicacao, publicacaoTipo } from './schema';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';

const summaryColumns = {
  id: publicacao.id,
  titulo: publicacao.titulo,
  slug: publicacao.slug,
  resumo: publicacao.resumo,
  imagem: publicacao.imagem,
  arquivo: publicacao.arquivo,
  dataPublicacao: publicacao.dataPublicacao,
  tipoId: publicacaoTipo.id,
  tipoNome: publicacaoTipo.nome,
  tipoSlug: publicacaoTipo.slug,
};

type SummaryRow = {
  id: number;
  titulo: string;
  slug: string;
  resumo: string;
  imagem: PublicacaoResumo['imagem'];
  arquivo: PublicacaoResumo['arquivo'];
  dataPublicacao: Date;
  tipoId: number;
  tipoNome: string;
  tipoSlug: string;
};

function toSummary(row: SummaryRow): PublicacaoResumo {
  return {
    id: row.id,
    titulo: row.titulo,
    slug: row.slug,
    tipo: { id: row.tipoId, nome: row.tipoNome, slug: row.tipoSlug },
    resumo: row.resumo,
    imagem: row.imagem ?? null,
    dataPublicacao: row.dataPublicacao.toISOString(),
    arquivo: row.arquivo ?? null,
  };
}

/** Publications and their types. Every query is scoped by the church. */
export class PublicationRepository {
  constructor(private readonly db: Database) {}

  async listTypes(igrejaId: number, paging: PageRequest): Promise<Paged<PublicacaoTipo>> {
    const items = await this.db
      .select({
        id: publicacaoTipo.id,
        nome: publicacaoTipo.nome,
        slug: publicacaoTipo.slug,
        descricao: publicacaoTipo.descricao,
        totalPublicacoes: count(publicacao.id),
      })
      .from(publicacaoTipo)
      .leftJoin(publicacao, and(eq(publicacao.tipoId, publicacaoTipo.id), eq(publicacao.igrejaId, igrejaId)))
      .where(eq(publicacaoTipo.igrejaId, igrejaId))
      .groupBy(publicacaoTipo.id)
      .orderBy(asc(publicacaoTipo.nome), asc(publicacaoTipo.id))
      .limit(paging.limit)
      .offset(offsetOf(paging));
    const [totals] = await this.db.select({ total: count() }).from(publicacaoTipo).where(eq(publicacaoTipo.igrejaId, igrejaId));
    return { items: items.map((item) => ({ ...item, totalPublicacoes: Number(item.totalPublicacoes) })), total: Number(totals?.total ?? 0) };
  }

  async list(igrejaId: number, tipoSlug: string | undefined, paging: PageRequest): Promise<Paged<PublicacaoResumo>> {
    const where = tipoSlug
      ? and(eq(publicacao.igrejaId, igrejaId), eq(publicacaoTipo.slug, tipoSlug))
      : eq(publicacao.igrejaId, igrejaId);
    const rows = await this.db
      .select(summaryColumns)
      .from(publicacao)
      .innerJoin(publicacaoTipo, and(eq(publicacaoTipo.id, publicacao.tipoId), eq(publicacaoTipo.igrejaId, igrejaId)))
      .where(where)
      .orderBy(desc(publicacao.dataPublicacao), desc(publicacao.id))
      .limit(paging.limit)
      .offset(offsetOf(paging));
    const [totals] = await this.db
      .select({ total: count() })
      .from(publicacao)
      .innerJoin(publicacaoTipo, and(eq(publicacaoTipo.id, publicacao.tipoId), eq(publicacaoTipo.igrejaId, igrejaId)))
      .where(where);
    return { items: rows.map(toSummary), total: Number(totals?.total ?? 0) };
  }

  /** The slugs of the church's publications, newest first (its sitemap). */
  async slugs(igrejaId: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ slug: publicacao.slug })
      .from(publicacao)
      .innerJoin(publicacaoTipo, and(eq(publicacaoTipo.id, publicacao.tipoId), eq(publicacaoTipo.igrejaId, igrejaId)))
      .where(eq(publicacao.igrejaId, igrejaId))
      .orderBy(desc(publicacao.dataPublicacao), desc(publicacao.id))
      .limit(limit);
    return rows.map((row) => row.slug);
  }

  async findBySlug(igrejaId: number, slug: string): Promise<Publicacao | null> {
    const [row] = await this.db
      .select({ ...summaryColumns, conteudo: publicacao.conteudo })
      .from(publicacao)
      .innerJoin(publicacaoTipo, and(eq(publicacaoTipo.id, publicacao.tipoId), eq(publicacaoTipo.igrejaId, igrejaId)))
      .where(and(eq(publicacao.igrejaId, igrejaId), eq(publicacao.slug, slug)));
    return row ? { ...toSummary(row), conteudo: row.conteudo } : null;
  }
}
