import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PlanoAssinatura, PlanoAssinaturaConfiguracao, PlanoAssinaturaConteudo, PlanoAssinaturaHomeTag } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { planoAssinatura, planoAssinaturaConfiguracao, planoAssinaturaConteudo, planoAssinaturaHome } from './schema';
import { contentView, selectContents, type Visibility } from './content-rows';
import { prefixQuery } from './search-text';

/** A search answers from its newest matches, at most this many (the contract says so). */
export const SEARCH_WINDOW = 500;

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
    const conditions: SQL[] = [eq(planoAssinaturaConteudo.igrejaId, igrejaId)];
    if (filter.destaque !== undefined) conditions.push(eq(planoAssinaturaConteudo.destaque, filter.destaque));
    if (filter.tag !== undefined) conditions.push(sql`${planoAssinaturaConteudo.tags} @> array[${filter.tag}]::text[]`);
    if (filter.coletanea !== undefined) conditions.push(eq(planoAssinaturaConteudo.coletaneaId, filter.coletanea));
    const query = filter.busca === undefined ? null : prefixQuery(filter.busca);
    // A search with no word in it (only punctuation) finds nothing.
    if (filter.busca !== undefined && query === null) return { items: [], total: 0 };
    if (query !== null) {
      const matches = sql`to_tsquery('simple', ${query})`;
      return this.search(and(...conditions, sql`${planoAssinaturaConteudo.vetorBusca} @@ ${matches}`), matches, page);
    }
    const where = and(...conditions);
    const order = filter.coletanea !== undefined ? [asc(planoAssinaturaConteudo.ordem), asc(planoAssinaturaConteudo.id)] : [desc(planoAssinaturaConteudo.dataPublicacao), desc(planoAssinaturaConteudo.id)];
    const [rows, total] = await Promise.all([selectContents(this.db).where(where).orderBy(...order).limit(page.limit).offset(offsetOf(page)), this.count(where)]);
    return { items: rows.map((row) => contentView(row)), total };
  }

  /**
   * A search's page: its newest SEARCH_WINDOW matches, best first, `total` counting them in the same
   * pass. A word in most of a large catalogue ("ser", "talk") would otherwise have every match ranked
   * and counted on each keystroke; the window bounds that work to its size.
   */
  private async search(where: SQL | undefined, matches: SQL, page: PageRequest): Promise<Paged<PlanoAssinaturaConteudo>> {
    const newest = this.db
      .select({ id: planoAssinaturaConteudo.id, vetor: planoAssinaturaConteudo.vetorBusca, data: planoAssinaturaConteudo.dataPublicacao })
      .from(planoAssinaturaConteudo)
      .where(where)
      .orderBy(desc(planoAssinaturaConteudo.dataPublicacao), desc(planoAssinaturaConteudo.id))
      .limit(SEARCH_WINDOW)
      .as('newest');
    const rows = await selectContents(this.db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
      .innerJoin(newest, eq(newest.id, planoAssinaturaConteudo.id))
      .orderBy(desc(sql`ts_rank(${newest.vetor}, ${matches})`), desc(newest.data), desc(newest.id))
      .limit(page.limit)
      .offset(offsetOf(page));
    const total = rows[0]?.total ?? (offsetOf(page) > 0 ? await this.windowCount(where) : 0);
    return { items: rows.map((row) => contentView(row)), total };
  }

  /** How many matches the window holds (asked by a page past the last). */
  private async windowCount(where: SQL | undefined): Promise<number> {
    const window = this.db.select({ id: planoAssinaturaConteudo.id }).from(planoAssinaturaConteudo).where(where).limit(SEARCH_WINDOW).as('window');
    const [totals] = await this.db.select({ total: count() }).from(window);
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
