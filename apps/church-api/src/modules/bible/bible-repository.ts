import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { BIBLE_BOOKS, type BookId, bookOrder } from './bible-canon';
import type { BibleLoader } from './bible-loader';
import { WorkLane } from './bible-search-lane';
import { searchableText, searchPattern, searchWords } from './bible-search-text';
import { bibleTranslation, type TranslationCode } from './bible-translations';
import { bibliaCapitulo } from './schema';

export interface StoredChapter {
  versiculos: string[];
  titulos: Record<string, string> | null;
}

export interface VerseFound {
  livro: BookId;
  capitulo: number;
  versiculo: number;
  texto: string;
}

/**
 * A search as the database runs it: the exact pattern (bible-search-text.ts), the query's text as a
 * LIKE pattern (a verse the exact pattern finds holds the query's searchable text as it is, its words
 * one space apart, and LIKE finds that a few times faster than the regular expression rejects it), the
 * query's words for the full-text index, and whether the index knows any of them (a query of stop
 * words only, `the` or `of the`, has nothing to look up: the language's configuration leaves such
 * words out).
 */
export interface VerseQuery {
  code: TranslationCode;
  pattern: string;
  like: string;
  words: string;
  indexed: boolean;
}

interface VerseRow {
  livro: number | null;
  capitulo: number | null;
  versiculo: number | null;
  texto: string | null;
}

/** The verses of a statement's rows (a row without one, as the count's when nothing is found, is left out). */
function versesOf(rows: VerseRow[]): VerseFound[] {
  const found: VerseFound[] = [];
  for (const row of rows) {
    const book = row.livro === null ? undefined : BIBLE_BOOKS[row.livro - 1];
    if (book && row.capitulo !== null && row.versiculo !== null) found.push({ livro: book[0], capitulo: row.capitulo, versiculo: row.versiculo, texto: row.texto ?? '' });
  }
  return found;
}

/** The Bible's text, read from the database; each translation is loaded at its first read, its search index at its first search. */
export class BibleRepository {
  private readonly searches: WorkLane;

  /** `searchesAtOnce`: how many search statements run at once (1 on PGlite, which runs one at a time anyway). */
  constructor(
    private readonly db: Database,
    private readonly loader: BibleLoader,
    { searchesAtOnce = 1 }: { searchesAtOnce?: number } = {},
  ) {
    this.searches = new WorkLane(searchesAtOnce);
  }

  async chapter(code: TranslationCode, livro: BookId, capitulo: number): Promise<StoredChapter | null> {
    await this.loader.ensureLoaded(code);
    const [row] = await this.db
      .select({ versiculos: bibliaCapitulo.versiculos, titulos: bibliaCapitulo.titulos })
      .from(bibliaCapitulo)
      .where(and(eq(bibliaCapitulo.traducao, code), eq(bibliaCapitulo.livro, bookOrder(livro) ?? 0), eq(bibliaCapitulo.capitulo, capitulo)));
    return row ?? null;
  }

  /** What the database needs to search a translation for `query` (one statement: are any of its words indexed?). */
  async verseQuery(code: TranslationCode, query: string): Promise<VerseQuery> {
    await this.loader.ensureSearchable(code);
    const words = searchWords(query);
    const result = await this.searches.run(() => this.db.execute(sql`select length(to_tsvector(${configurationOf(code)}, ${words}))::int as lexemes`));
    const lexemes = Number(rowsOf<{ lexemes: number }>(result)[0]?.lexemes ?? 0);
    const like = `%${searchableText(query).replace(/[\\%_]/g, '\\$&')}%`;
    return { code, pattern: searchPattern(query), like, words, indexed: lexemes > 0 };
  }

  /**
   * One page of the verses that hold the query, in canon order, with their total (`knownTotal` when the
   * caller knows it already: a page past it is empty without asking). Each statement reads at most one
   * translation's verses, once, and only the page's verses are read from their chapters.
   * - Words the index knows: its candidates (the verses with the query's stems) are read once, the
   *   exact pattern keeps those that hold the query, and the same statement counts them and sorts the
   *   page out of them (top-N: the LIMIT is in the sort).
   * - Stop words only (`the`, `of the`): they are in most verses, so the page is read in canon order
   *   and the scan stops once it is full (the LIMIT is in the scan); the count is one more pass,
   *   needed only when the first page is full.
   */
  async findVerses(query: VerseQuery, page: PageRequest, knownTotal: number | null): Promise<Paged<VerseFound>> {
    if (knownTotal !== null && offsetOf(page) >= knownTotal) return { items: [], total: knownTotal };
    if (query.indexed) {
      const result = await this.searching(sql`
        with achados as materialized (select livro, capitulo, versiculo from biblia_versiculo v where ${matches(query)})
        select contagem.total, p.livro, p.capitulo, p.versiculo, c.versiculos ->> (p.versiculo - 1) as texto
        from (select count(*)::int as total from achados) as contagem
        left join lateral (select * from achados order by livro, capitulo, versiculo limit ${page.limit} offset ${offsetOf(page)}) as p on true
        left join biblia_capitulo c on c.traducao = ${translationConstant(query.code)} and c.livro = p.livro and c.capitulo = p.capitulo
        order by p.livro, p.capitulo, p.versiculo`);
      const rows = rowsOf<VerseRow & { total: number }>(result);
      return { items: versesOf(rows), total: knownTotal ?? Number(rows[0]?.total ?? 0) };
    }
    const result = await this.searching(sql`
      select v.livro, v.capitulo, v.versiculo, c.versiculos ->> (v.versiculo - 1) as texto
      from (
        select livro, capitulo, versiculo from biblia_versiculo v
        where ${matches(query)}
        order by livro, capitulo, versiculo
        limit ${page.limit} offset ${offsetOf(page)}
      ) as v
      join biblia_capitulo c on c.traducao = ${translationConstant(query.code)} and c.livro = v.livro and c.capitulo = v.capitulo
      order by v.livro, v.capitulo, v.versiculo`);
    const items = versesOf(rowsOf<VerseRow>(result));
    if (knownTotal !== null) return { items, total: knownTotal };
    if (page.page === 1 && items.length < page.limit) return { items, total: items.length };
    const counted = await this.searching(sql`select count(*)::int as total from biblia_versiculo v where ${matches(query)}`);
    return { items, total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
  }

  /** Runs a search statement in the search's lane, with the search's settings (SEARCH_SETTINGS), which hold for it alone. */
  private searching(statement: SQL) {
    return this.searches.run(() =>
      this.db.transaction(async (tx) => {
        await tx.execute(SEARCH_SETTINGS);
        return tx.execute(statement);
      }),
    );
  }
}

/**
 * The settings of a search statement, for its transaction only. The verses are a few megabytes that
 * stay in memory, where reading a page out of order costs what reading the next one does: with the
 * default `random_page_cost` (4, for disks), the planner read all 31 102 verses of a translation
 * rather than the few hundred its index gives for a word such as `love` or `Jerusalem`. And on
 * PostgreSQL no statement runs longer than 5 s (PGlite cannot interrupt one: its bound is the
 * statement's shape, at most one pass over a translation).
 */
const SEARCH_SETTINGS = sql`select set_config('random_page_cost', '1.1', true), set_config('statement_timeout', '5s', true)`;

/**
 * The translation's code as a constant in the statement, not a parameter: each translation has its own
 * partial index (`where traducao = 'web'`), which the planner uses only when it sees the same constant,
 * whatever plan a prepared statement is given. Codes come from the contract's list (bible-translations.ts).
 */
function translationConstant(code: TranslationCode): SQL {
  return sql.raw(`'${bibleTranslation(code).codigo}'`);
}

/** The text-search configuration of the translation's language, as a constant (its stems and stop words). */
function configurationOf(code: TranslationCode): SQL {
  return sql.raw(`'${bibleTranslation(code).busca}'::regconfig`);
}

/**
 * Verses that hold the query: the index's candidates (the query's words as a phrase: same words, same
 * order, stems and stop words as the index has them), those whose text holds the query's, then the
 * exact pattern (whole words) over what is left.
 */
function matches(query: VerseQuery): SQL {
  const indexed = query.indexed ? sql` and v.palavras @@ phraseto_tsquery(${configurationOf(query.code)}, ${query.words})` : sql``;
  return sql`v.traducao = ${translationConstant(query.code)}${indexed} and v.busca like ${query.like} and v.busca ~ ${query.pattern}`;
}
