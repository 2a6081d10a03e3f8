import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { readTranslationFile } from './bible-data';
import { yieldToEventLoop } from './bible-search-lane';
import { searchableText, wordsOfSearchable } from './bible-search-text';
import { BIBLE_TRANSLATIONS, bibleTranslation, type TranslationCode } from './bible-translations';
import { bibliaTraducao } from './schema';

/** Any constant: the advisory lock (with the translation's index) under which one process loads a translation. */
const LOAD_LOCK_KEY = 7_245_014;

/**
 * Verses per statement when the search index is built: well under 0.1 s of PGlite's time each, and the
 * server answers what it can between them (PGlite runs in the server's own thread).
 */
const VERSES_PER_STATEMENT = 500;

/**
 * Puts a translation's text into the database the first time it is read, not at seed or migration
 * time: every API test file and every end-to-end run starts on a fresh database, and most never open
 * the Bible. A load is one transaction: the translation's row and all of its 1 189 chapters in one
 * INSERT … SELECT over one JSON parameter (about 0.2–0.4 s on PGlite per translation, once per
 * database). Concurrent first reads in a process share one load; another process waits on the
 * advisory lock and then finds the translation there.
 *
 * Its search index (one row per verse, with its words as a tsvector) is built at its first search, so
 * a church that only reads does not pay for it: about 3 s of PGlite's time per translation, once per
 * database (far less on PostgreSQL), in 63 statements of their own, so that every church's requests
 * are answered between them rather than waiting for the whole build.
 */
export class BibleLoader {
  private readonly loads = new Map<TranslationCode, Promise<void>>();
  private readonly indexes = new Map<TranslationCode, Promise<void>>();

  constructor(private readonly db: Database) {}

  ensureLoaded(code: TranslationCode): Promise<void> {
    return once(this.loads, code, () => this.load(code));
  }

  /** Loads the translation, then builds its search index if it is not there yet. */
  ensureSearchable(code: TranslationCode): Promise<void> {
    return once(this.indexes, code, async () => {
      await this.ensureLoaded(code);
      await this.buildSearchIndex(code);
    });
  }

  private async isLoaded(db: Database, code: TranslationCode): Promise<boolean> {
    const [row] = await db.select({ codigo: bibliaTraducao.codigo }).from(bibliaTraducao).where(eq(bibliaTraducao.codigo, code));
    return Boolean(row);
  }

  private async isSearchable(code: TranslationCode): Promise<boolean> {
    const [row] = await this.db.select({ indexada: bibliaTraducao.buscaIndexadaEm }).from(bibliaTraducao).where(eq(bibliaTraducao.codigo, code));
    return Boolean(row?.indexada);
  }

  private async load(code: TranslationCode): Promise<void> {
    if (await this.isLoaded(this.db, code)) return;
    const file = await readTranslationFile(code);
    const chapters = file.books.flatMap((book, bookIndex) =>
      book.chapters.map((verses, chapterIndex) => {
        const chapter = chapterIndex + 1;
        const titles = Object.entries(book.titles ?? {})
          .filter(([key]) => key.startsWith(`${chapter}:`))
          .map(([key, title]) => [key.slice(key.indexOf(':') + 1), title] as const);
        return { l: bookIndex + 1, c: chapter, v: verses, t: titles.length > 0 ? Object.fromEntries(titles) : null };
      }),
    );
    const verseCount = chapters.reduce((total, chapter) => total + chapter.v.length, 0);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY}::int, ${lockIndex(code)}::int)`);
      if (await this.isLoaded(tx, code)) return;
      await tx.insert(bibliaTraducao).values({ codigo: code, nome: file.name, versiculos: verseCount });
      await tx.execute(sql`
        insert into biblia_capitulo (traducao, livro, capitulo, versiculos, titulos)
        select ${code}, r.l, r.c, r.v, nullif(r.t, 'null'::jsonb)
        from jsonb_to_recordset(${JSON.stringify(chapters)}::jsonb) as r(l smallint, c smallint, v jsonb, t jsonb)`);
    });
  }

  /**
   * Writes every verse of a loaded translation with its searchable text and its words' tsvector, made
   * with the text-search configuration of the translation's language (the words are cut here, as
   * bible-search-text.ts `searchWords` cuts a query's; the stems and stop words are PostgreSQL's),
   * then marks the translation searchable. Each statement is a transaction of its own and skips the
   * verses already there, so a build cut short (a crash) or made by two processes at once ends whole,
   * and the search reads the verses only once the mark says all are there.
   */
  private async buildSearchIndex(code: TranslationCode): Promise<void> {
    if (await this.isSearchable(code)) return;
    const file = await readTranslationFile(code);
    const verses = file.books.flatMap((book, bookIndex) =>
      book.chapters.flatMap((chapter, chapterIndex) => chapter.map((text, verseIndex) => ({ l: bookIndex + 1, c: chapterIndex + 1, n: verseIndex + 1, text }))),
    );
    const configuration = bibleTranslation(code).busca;
    for (let start = 0; start < verses.length; start += VERSES_PER_STATEMENT) {
      await yieldToEventLoop();
      // Made a statement's worth at a time (the whole translation's text is a second of this thread's time).
      const rows = verses.slice(start, start + VERSES_PER_STATEMENT).map(({ text, ...verse }) => {
        const busca = searchableText(text);
        return { ...verse, b: busca, p: wordsOfSearchable(busca) };
      });
      await this.db.execute(sql`
        insert into biblia_versiculo (traducao, livro, capitulo, versiculo, busca, palavras)
        select ${code}, r.l, r.c, r.n, r.b, to_tsvector(${configuration}::regconfig, r.p)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(l smallint, c smallint, n smallint, b text, p text)
        on conflict do nothing`);
    }
    await yieldToEventLoop();
    // The planner's statistics of the new rows (how common each word is), at once rather than at
    // autovacuum's next pass (PGlite has none): without them it read every verse for the first page of a common word.
    // Taken from every row, not the default sample of 30 000: a phrase of stop words is matched by its
    // text (`like`), whose estimate comes from the column's histogram, and a sampled histogram sometimes
    // made the planner read all 31 102 verses for a page of ten.
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local default_statistics_target = 1000`);
      await tx.execute(sql`analyze biblia_versiculo`);
    });
    await this.db.update(bibliaTraducao).set({ buscaIndexadaEm: sql`now()` }).where(and(eq(bibliaTraducao.codigo, code), isNull(bibliaTraducao.buscaIndexadaEm)));
  }
}

function lockIndex(code: TranslationCode): number {
  return BIBLE_TRANSLATIONS.findIndex((translation) => translation.codigo === code);
}

/** The one promise of a piece of work per translation; forgotten if it fails, so that the next call tries again. */
function once(work: Map<TranslationCode, Promise<void>>, code: TranslationCode, start: () => Promise<void>): Promise<void> {
  let promise = work.get(code);
  if (!promise) {
    promise = start().catch((error: unknown) => {
      work.delete(code);
      throw error;
    });
    work.set(code, promise);
  }
  return promise;
}
