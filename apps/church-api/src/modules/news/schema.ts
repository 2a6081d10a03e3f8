import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A news item. Only published ones reach visitors. */
export const noticia = pgTable(
  'noticia',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull(),
    /** Rich text (HTML) written by staff; sanitised where it is rendered. */
    texto: text('texto').notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull(),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('noticia_igreja_data_idx').on(table.igrejaId, table.dataPublicacao)],
);
