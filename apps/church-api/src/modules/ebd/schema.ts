import { boolean, date, integer, jsonb, pgTable, serial, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A Sunday-school (EBD) class. Only published ones reach visitors. */
export const ebd = pgTable(
  'ebd',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    slug: text('slug').notNull(),
    nome: text('nome').notNull(),
    faixaEtaria: text('faixa_etaria').notNull(),
    professor: text('professor').notNull(),
    sala: text('sala').notNull(),
    horario: time('horario').notNull(),
    descricao: text('descricao').notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    ordem: integer('ordem').notNull().default(0),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [uniqueIndex('ebd_igreja_slug_uq').on(table.igrejaId, table.slug)],
);

export const ebdLicao = pgTable('ebd_licao', {
  id: serial('id').primaryKey(),
  ebdId: integer('ebd_id')
    .notNull()
    .references(() => ebd.id, { onDelete: 'cascade' }),
  titulo: text('titulo').notNull(),
  referenciaBiblica: text('referencia_biblica'),
  resumo: text('resumo'),
  data: date('data', { mode: 'string' }).notNull(),
});
