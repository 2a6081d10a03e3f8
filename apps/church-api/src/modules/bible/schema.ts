import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
});

/**
 * One chapter of a translation: one row per chapter (1 189 per translation), its verses as a JSON
 * array of strings (index = verse - 1), the psalm titles that stand before some verses, and `busca`:
 * the verses lower-cased without accents, one per line, which the search matches against.
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
    busca: text('busca').notNull(),
  },
  (table) => [primaryKey({ columns: [table.traducao, table.livro, table.capitulo] })],
);
