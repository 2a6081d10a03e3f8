import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { offsetOf, type PageRequest, type Paged } from '../../http/paging';
import { BIBLE_BOOKS, type BookId, bookOrder } from './bible-canon';
import type { BibleLoader } from './bible-loader';
import { searchPattern } from './bible-search-text';
import type { TranslationCode } from './bible-translations';
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

interface SearchRow {
  total: number;
  livro: number | null;
  capitulo: number | null;
  versiculo: number | null;
  texto: string | null;
}

/** The Bible's text, read from the database; each translation is loaded at its first read. */
export class BibleRepository {
  constructor(
    private readonly db: Database,
    private readonly loader: BibleLoader,
  ) {}

  async chapter(code: TranslationCode, livro: BookId, capitulo: number): Promise<StoredChapter | null> {
    await this.loader.ensureLoaded(code);
    const [row] = await this.db
      .select({ versiculos: bibliaCapitulo.versiculos, titulos: bibliaCapitulo.titulos })
      .from(bibliaCapitulo)
      .where(and(eq(bibliaCapitulo.traducao, code), eq(bibliaCapitulo.livro, bookOrder(livro) ?? 0), eq(bibliaCapitulo.capitulo, capitulo)));
    return row ?? null;
  }

  /**
   * The verses that hold `query` as whole words (bible-search-text.ts), in canon order: chapters are
   * matched first, then only their verses, one per line of `busca`.
   */
  async search(code: TranslationCode, query: string, page: PageRequest): Promise<Paged<VerseFound>> {
    await this.loader.ensureLoaded(code);
    const pattern = searchPattern(query);
    const result = await this.db.execute(sql`
      with achados as (
        select c.livro, c.capitulo, v.n::int as versiculo, c.versiculos ->> (v.n::int - 1) as texto
        from biblia_capitulo c
        cross join lateral regexp_split_to_table(c.busca, E'\n') with ordinality as v(linha, n)
        where c.traducao = ${code} and c.busca ~ ${pattern} and v.linha ~ ${pattern}
      )
      select contagem.total, pagina.livro, pagina.capitulo, pagina.versiculo, pagina.texto
      from (select count(*)::int as total from achados) as contagem
      left join lateral (
        select * from achados order by livro, capitulo, versiculo limit ${page.limit} offset ${offsetOf(page)}
      ) as pagina on true`);
    const typed = rowsOf<SearchRow>(result);
    const items: VerseFound[] = [];
    for (const row of typed) {
      const book = row.livro === null ? undefined : BIBLE_BOOKS[row.livro - 1];
      if (book && row.capitulo !== null && row.versiculo !== null) items.push({ livro: book[0], capitulo: row.capitulo, versiculo: row.versiculo, texto: row.texto ?? '' });
    }
    return { items, total: Number(typed[0]?.total ?? 0) };
  }
}
