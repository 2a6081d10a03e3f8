import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A translation whose text is in the database. Its row is written in the same transaction as its
 * chapters, so a translation listed here is loaded whole (bible-loader.ts loads it at its first read).
 */
export const bibliaTraducao = pgTable('biblia_traducao', {
  codigo: text('codigo').primaryKey(),
  nome: text('nome').notNull(),
  /** The verse slots loaded (31 102 for each of the three), as a check. */
  versiculos: integer('versiculos').notNull(),
  carregadaEm: timestamp('carregada_em', { withTimezone: true }).notNull().defaultNow(),
  /** When every verse was in the search index (biblia_versiculo); null until its first search built it. */
  buscaIndexadaEm: timestamp('busca_indexada_em', { withTimezone: true }),
});

/**
 * One chapter of a translation, as the reader reads it: one row per chapter (1 189 per translation),
 * its verses as a JSON array of strings (index = verse - 1) and the psalm titles that stand before some verses.
 */
export const bibliaCapitulo = pgTable(
  'biblia_capitulo',
  {
    traducao: text('traducao')
      .notNull()
      .references(() => bibliaTraducao.codigo, { onDelete: 'cascade' }),
    /** The book's place in the canon, 1 (Genesis) to 66 (Revelation). */
    livro: smallint('livro').notNull(),
    capitulo: smallint('capitulo').notNull(),
    versiculos: jsonb('versiculos').$type<string[]>().notNull(),
    /** Verse number → the title before it (Psalms of the WEB and the RV1909). */
    titulos: jsonb('titulos').$type<Record<string, string> | null>(),
  },
  (table) => [primaryKey({ columns: [table.traducao, table.livro, table.capitulo] })],
);

/** PostgreSQL's `tsvector`: the lexemes of a text with their positions, as its text form (`'god':3 'love':2`). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * One verse of a translation, as the search finds it: written at the translation's first search
 * (bible-loader.ts), and read only once the translation's `busca_indexada_em` says all are here.
 * `busca` is the verse as the exact match reads it (bible-search-text.ts: lower case, no accents);
 * `palavras` its words through the text-search configuration of the translation's language
 * (bible-translations.ts), indexed by a GIN index per translation: the index finds the few verses
 * that may hold a query's words, and the exact pattern on `busca` keeps those that do. An index of
 * the chapters that only the loader writes: no foreign key (its check per row was a fifth of the
 * build's time on PGlite).
 */
export const bibliaVersiculo = pgTable(
  'biblia_versiculo',
  {
    traducao: text('traducao').notNull(),
    livro: smallint('livro').notNull(),
    capitulo: smallint('capitulo').notNull(),
    versiculo: smallint('versiculo').notNull(),
    busca: text('busca').notNull(),
    palavras: tsvector('palavras').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.traducao, table.livro, table.capitulo, table.versiculo] }),
    // One index per translation (the search names its translation as a constant, so the planner
    // picks that translation's index); codes as in bible-translations.ts.
    index('biblia_versiculo_web_palavras_idx').using('gin', table.palavras).where(sql`traducao = 'web'`),
    index('biblia_versiculo_alm1911_palavras_idx').using('gin', table.palavras).where(sql`traducao = 'alm1911'`),
    index('biblia_versiculo_rv1909_palavras_idx').using('gin', table.palavras).where(sql`traducao = 'rv1909'`),
  ],
);
