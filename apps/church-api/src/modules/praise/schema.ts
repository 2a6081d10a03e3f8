import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';
import { transmissao } from '@church/api-modules/live';
import { culto } from '@church/api-modules/schedule';

/** A score file of a song: a PDF or an image, by its address (absolute, or site-relative for the demo's). */
export interface LouvorArquivoRow {
  nome: string;
  url: string;
  tipo: 'pdf' | 'imagem';
}

/** A church's song (§3 "Praise"), its words and chords kept as ChordPro. */
export const louvor = pgTable(
  'louvor',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    codigo: text('codigo'),
    titulo: text('titulo').notNull(),
    subtitulo: text('subtitulo'),
    autor: text('autor'),
    grupo: text('grupo'),
    ritmo: text('ritmo'),
    tema: text('tema'),
    /** The key it is written in ("G", "Bb", "F#m"); the ChordPro's own {key} when it has one. */
    tom: text('tom'),
    chordPro: text('chord_pro').notNull().default(''),
    arquivos: jsonb('arquivos').$type<LouvorArquivoRow[]>().notNull().default([]),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('louvor_igreja_titulo_idx').on(table.igrejaId, table.titulo),
    unique('louvor_igreja_codigo_unique').on(table.igrejaId, table.codigo),
  ],
);

/** The songs of a scheduled service, in the order they are sung (`ordem` from 1). */
export const cultoLouvor = pgTable(
  'culto_louvor',
  {
    cultoId: integer('culto_id')
      .notNull()
      .references(() => culto.id, { onDelete: 'cascade' }),
    louvorId: integer('louvor_id')
      .notNull()
      .references(() => louvor.id, { onDelete: 'cascade' }),
    ordem: integer('ordem').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cultoId, table.ordem] }),
    index('culto_louvor_louvor_idx').on(table.louvorId),
    check('culto_louvor_ordem_check', sql`${table.ordem} >= 1`),
  ],
);

/**
 * The song being sung now at a broadcast, as staff marked it on /live (none: `louvor_id` null). One row
 * per broadcast, changed in place; every viewer's Songs panel follows it.
 */
export const louvorAtual = pgTable(
  'louvor_atual',
  {
    transmissaoId: integer('transmissao_id')
      .primaryKey()
      .references(() => transmissao.id, { onDelete: 'cascade' }),
    igrejaId: igrejaIdColumn(),
    louvorId: integer('louvor_id').references(() => louvor.id, { onDelete: 'set null' }),
    alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    alteradoPor: integer('alterado_por').references(() => usuario.id, { onDelete: 'set null' }),
  },
  (table) => [index('louvor_atual_igreja_idx').on(table.igrejaId)],
);
