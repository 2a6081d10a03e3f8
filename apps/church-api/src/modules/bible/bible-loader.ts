import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readTranslationFile } from './bible-data';
import { searchableText } from './bible-search-text';
import { BIBLE_TRANSLATIONS, type TranslationCode } from './bible-translations';
import { bibliaTraducao } from './schema';

/** Any constant: the advisory lock (with the translation's index) under which one process loads a translation. */
const LOAD_LOCK_KEY = 7_245_014;

/**
 * Puts a translation's text into the database the first time it is read, not at seed or migration
 * time: every API test file and every end-to-end run starts on a fresh database, and most never open
 * the Bible. A load is one transaction: the translation's row and all of its 1 189 chapters in one
 * INSERT … SELECT over one JSON parameter (about 0.2–0.4 s on PGlite per translation, once per
 * database). Concurrent first reads in a process share one load; another process waits on the
 * advisory lock and then finds the translation there.
 */
export class BibleLoader {
  private readonly loads = new Map<TranslationCode, Promise<void>>();

  constructor(private readonly db: Database) {}

  ensureLoaded(code: TranslationCode): Promise<void> {
    let load = this.loads.get(code);
    if (!load) {
      load = this.load(code).catch((error: unknown) => {
        this.loads.delete(code);
        throw error;
      });
      this.loads.set(code, load);
    }
    return load;
  }

  private async isLoaded(db: Database, code: TranslationCode): Promise<boolean> {
    const [row] = await db.select({ codigo: bibliaTraducao.codigo }).from(bibliaTraducao).where(eq(bibliaTraducao.codigo, code));
    return Boolean(row);
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
        return {
          l: bookIndex + 1,
          c: chapter,
          v: verses,
          t: titles.length > 0 ? Object.fromEntries(titles) : null,
          b: verses.map(searchableText).join('\n'),
        };
      }),
    );
    const verseCount = chapters.reduce((total, chapter) => total + chapter.v.length, 0);
    const lockIndex = BIBLE_TRANSLATIONS.findIndex((translation) => translation.codigo === code);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY}::int, ${lockIndex}::int)`);
      if (await this.isLoaded(tx, code)) return;
      await tx.insert(bibliaTraducao).values({ codigo: code, nome: file.name, versiculos: verseCount });
      await tx.execute(sql`
        insert into biblia_capitulo (traducao, livro, capitulo, versiculos, titulos, busca)
        select ${code}, r.l, r.c, r.v, nullif(r.t, 'null'::jsonb), r.b
        from jsonb_to_recordset(${JSON.stringify(chapters)}::jsonb) as r(l smallint, c smallint, v jsonb, t jsonb, b text)`);
    });
  }
}
