import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A file offered for download with a publication. */
export interface StoredFile {
  url: string;
  nome: string;
}

/** Publication types of a church (bulletins, articles). */
export const publicacaoTipo = pgTable(
  'publicacao_tipo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    slug: text('slug').notNull(),
    descricao: text('descricao'),
  },
  (table) => [uniqueIndex('publicacao_tipo_igreja_slug').on(table.igrejaId, table.slug)],
);

export const publicacao = pgTable(
  'publicacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => publicacaoTipo.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    slug: text('slug').notNull(),
    resumo: text('resumo').notNull(),
    /** Staff-written HTML; the browser sanitises it before rendering. */
    conteudo: text('conteudo').notNull(),
    imagem: jsonb('imagem').$type<StoredImage>(),
    arquivo: jsonb('arquivo').$type<StoredFile>(),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('publicacao_igreja_slug').on(table.igrejaId, table.slug),
    index('publicacao_igreja_data').on(table.igrejaId, table.dataPublicacao),
  ],
);
