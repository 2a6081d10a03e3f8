import { boolean, date, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A daily devotional. Only published ones reach visitors. */
export const devocional = pgTable(
  'devocional',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    titulo: text('titulo').notNull(),
    referenciaBiblica: text('referencia_biblica').notNull(),
    /** Rich text (HTML) written by staff; sanitised where it is rendered. */
    texto: text('texto').notNull(),
    autor: text('autor').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('devocional_igreja_data_idx').on(table.igrejaId, table.data)],
);
