import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PlanoAssinatura, PlanoAssinaturaConfiguracao, PlanoAssinaturaConteudo, PlanoAssinaturaHomeTag } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { planoAssinatura, planoAssinaturaConfiguracao, planoAssinaturaConteudo, planoAssinaturaHome } from './schema';
import { contentView, selectContents, type Visibility } from './content-rows';
import { prefixQuery } from './search-text';
import { searchWindow } from './search-window';

/** A search's words as PostgreSQL matches them (prefixQuery in search-text.ts writes the text). */
const tsQuery = (query: string | Placeholder): SQL => sql`to_tsquery('simple', ${query})`;


/** Which contents a list holds; the filters add up. */
export interface ContentFilter {
  destaque?: boolean;
  tag?: string;
  coletanea?: number;
  busca?: string;
}

/** A church's subscription video area: its configuration, plans, home rows and catalogue. Every query is scoped by the church. */
export class PlayRepository {
  constructor(private readonly db: Database) {}

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

  /** A page of contents: a search's best matches first, a collection's videos in its order, otherwise the newest first. */
  async list(igrejaId: number, filter: ContentFilter, page: PageRequest): Promise<Paged<PlanoAssinaturaConteudo>> {
    const filters: SQL[] = [];
    if (filter.destaque !== undefined) filters.push(eq(planoAssinaturaConteudo.destaque, filter.destaque));
    if (filter.tag !== undefined) filters.push(sql`${planoAssinaturaConteudo.tags} @> array[${filter.tag}]::text[]`);
    if (filter.coletanea !== undefined) filters.push(eq(planoAssinaturaConteudo.coletaneaId, filter.coletanea));
    if (filter.busca !== undefined) {
      const query = prefixQuery(filter.busca);
      // A search with no word in it (only punctuation) finds nothing.
      return query === null ? { items: [], total: 0 } : this.search(igrejaId, query, filters, page);
    }
    const where = and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), ...filters);
    const order = filter.coletanea !== undefined ? [asc(planoAssinaturaConteudo.ordem), asc(planoAssinaturaConteudo.id)] : [desc(planoAssinaturaConteudo.dataPublicacao), desc(planoAssinaturaConteudo.id)];
    const [rows, total] = await Promise.all([selectContents(this.db).where(where).orderBy(...order).limit(page.limit).offset(offsetOf(page)), this.count(where)]);
    return { items: rows.map((row) => contentView(row)), total };
  }

  /**
   * A search's page: its newest SEARCH_WINDOW matches (search-window.ts), best first, `total` counting
   * them in the same pass. A word in most of a large catalogue would otherwise have every match ranked
   * and counted on each keystroke; the window bounds that work to its size. The window is ranked on its
   * narrow search rows, and only the page's contents are read whole. A search without filters, as
   * members type it, is a prepared statement: PostgreSQL plans it once per connection, not per keystroke.
   */
  private async search(igrejaId: number, query: string, filters: SQL[], page: PageRequest): Promise<Paged<PlanoAssinaturaConteudo>> {
    const values = { igreja: igrejaId, busca: query, limit: page.limit, offset: offsetOf(page) };
    const rows =
      filters.length === 0
        ? await (this.unfilteredSearch ??= this.prepareSearch()).execute(values)
        : await this.searchPage(igrejaId, query, filters).execute(values);
    const total = rows[0]?.total ?? (offsetOf(page) > 0 ? await this.windowCount(igrejaId, tsQuery(query), filters) : 0);
    return { items: rows.map((row) => contentView(row)), total };
  }

  private unfilteredSearch?: ReturnType<PlayRepository['prepareSearch']>;

  private prepareSearch() {
    return this.searchPage(sql.placeholder('igreja'), sql.placeholder('busca'), []).prepare('play_search');
  }

  /** The page's rows of a search, `limit` and `offset` given when it runs. */
  private searchPage(igrejaId: number | Placeholder, query: string | Placeholder, filters: SQL[]) {
    const matches = tsQuery(query);
    const ranked = this.db
      .select({
        id: sql<number>`janela.id`.as('janela_id'),
        rank: sql<number>`ts_rank(janela.vetor, ${matches})`.as('janela_rank'),
        data: sql<Date>`janela.data`.as('janela_data'),
        total: sql<number>`count(*) over ()`.as('janela_total'),
      })
      .from(sql`${searchWindow(igrejaId, matches, filters)} as janela`)
      .orderBy(sql`janela_rank desc, janela_data desc, janela_id desc`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('ranked');
    return selectContents(this.db, { total: sql<number>`${ranked.total}`.mapWith(Number) })
      .innerJoin(ranked, eq(ranked.id, planoAssinaturaConteudo.id))
      .orderBy(desc(ranked.rank), desc(ranked.data), desc(ranked.id));
  }

  /** How many matches the window holds (asked by a page past the last). */
  private async windowCount(igrejaId: number, matches: SQL, filters: SQL[]): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(sql`${searchWindow(igrejaId, matches, filters)} as janela`);
    return totals?.total ?? 0;
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
