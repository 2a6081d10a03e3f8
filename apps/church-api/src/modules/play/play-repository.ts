import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PlanoAssinatura, PlanoAssinaturaConfiguracao, PlanoAssinaturaConteudo, PlanoAssinaturaHomeTag } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { planoAssinatura, planoAssinaturaConfiguracao, planoAssinaturaConteudo, planoAssinaturaHome } from './schema';
import { contentView, selectContents, type Visibility } from './content-rows';
import type { CatalogueSearch } from './catalogue-search';
import { searchWords } from './search-text';

/** Which contents a list holds; the filters add up. */
export interface ContentFilter {
  destaque?: boolean;
  tag?: string;
  coletanea?: number;
  busca?: string;
}

/** A church's subscription video area: its configuration, plans, home rows and catalogue. Every query is scoped by the church. */
export class PlayRepository {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueSearch,
  ) {}

  async configuration(igrejaId: number): Promise<PlanoAssinaturaConfiguracao | null> {
    const [row] = await this.db
      .select({
        titulo: planoAssinaturaConfiguracao.titulo,
        descricao: planoAssinaturaConfiguracao.descricao,
        tipoVisibilidadeConteudo: planoAssinaturaConfiguracao.tipoVisibilidadeConteudo,
        diasCarencia: planoAssinaturaConfiguracao.diasCarencia,
      })
      .from(planoAssinaturaConfiguracao)
      .where(eq(planoAssinaturaConfiguracao.igrejaId, igrejaId));
    return row ? { ...row, tipoVisibilidadeConteudo: row.tipoVisibilidadeConteudo as Visibility } : null;
  }

  /** The plans on offer, in the church's order, with its currency. */
  async plans(igrejaId: number): Promise<PlanoAssinatura[]> {
    const rows = await this.db
      .select({
        id: planoAssinatura.id,
        codigo: planoAssinatura.codigo,
        nome: planoAssinatura.nome,
        descricao: planoAssinatura.descricao,
        periodicidade: planoAssinatura.periodicidade,
        valor: planoAssinatura.valor,
        taxa: planoAssinatura.taxa,
        taxaAdesao: planoAssinatura.taxaAdesao,
        diasTeste: planoAssinatura.diasTeste,
        moeda: igreja.moeda,
      })
      .from(planoAssinatura)
      .innerJoin(igreja, eq(igreja.id, planoAssinatura.igrejaId))
      .where(and(eq(planoAssinatura.igrejaId, igrejaId), eq(planoAssinatura.ativo, true)))
      .orderBy(asc(planoAssinatura.ordem), asc(planoAssinatura.id));
    return rows.map((row) => ({ ...row, periodicidade: row.periodicidade as PlanoAssinatura['periodicidade'] }));
  }

  async homeTags(igrejaId: number): Promise<PlanoAssinaturaHomeTag[]> {
    return this.db
      .select({ tag: planoAssinaturaHome.tag, titulo: planoAssinaturaHome.titulo })
      .from(planoAssinaturaHome)
      .where(eq(planoAssinaturaHome.igrejaId, igrejaId))
      .orderBy(asc(planoAssinaturaHome.ordem), asc(planoAssinaturaHome.id));
  }

  /** A page of contents: a search's best matches first (catalogue-search.ts), a collection's videos in its order, otherwise the newest first. */
  async list(igrejaId: number, filter: ContentFilter, page: PageRequest): Promise<Paged<PlanoAssinaturaConteudo>> {
    if (filter.busca !== undefined) {
      const { busca, ...others } = filter;
      const words = searchWords(busca);
      // A search with no word in it (only punctuation) finds nothing.
      return words.length === 0 ? { items: [], total: 0 } : this.catalogue.search(igrejaId, words, others, page);
    }
    const filters: SQL[] = [];
    if (filter.destaque !== undefined) filters.push(eq(planoAssinaturaConteudo.destaque, filter.destaque));
    if (filter.tag !== undefined) filters.push(sql`${planoAssinaturaConteudo.tags} @> array[${filter.tag}]::text[]`);
    if (filter.coletanea !== undefined) filters.push(eq(planoAssinaturaConteudo.coletaneaId, filter.coletanea));
    const where = and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), ...filters);
    const order = filter.coletanea !== undefined ? [asc(planoAssinaturaConteudo.ordem), asc(planoAssinaturaConteudo.id)] : [desc(planoAssinaturaConteudo.dataPublicacao), desc(planoAssinaturaConteudo.id)];
    const [rows, total] = await Promise.all([selectContents(this.db).where(where).orderBy(...order).limit(page.limit).offset(offsetOf(page)), this.count(where)]);
    return { items: rows.map((row) => contentView(row)), total };
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(planoAssinaturaConteudo).where(where);
    return totals?.total ?? 0;
  }

  /** A content of the church, with a collection's videos in its order; null for another church's or none. */
  async content(igrejaId: number, id: number): Promise<(PlanoAssinaturaConteudo & { videos: PlanoAssinaturaConteudo[] }) | null> {
    const [row] = await selectContents(this.db).where(and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), eq(planoAssinaturaConteudo.id, id)));
    if (!row) return null;
    const videos =
      row.tipo === 'coletanea'
        ? await selectContents(this.db)
            .where(and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), eq(planoAssinaturaConteudo.coletaneaId, id)))
            .orderBy(asc(planoAssinaturaConteudo.ordem), asc(planoAssinaturaConteudo.id))
        : [];
    return { ...contentView(row), videos: videos.map((video) => contentView(video)) };
  }
}
