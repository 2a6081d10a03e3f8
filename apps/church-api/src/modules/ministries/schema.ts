import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A ministry of the church. Only published ones reach visitors. */
export const ministerio = pgTable(
  'ministerio',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull(),
    lider: text('lider'),
    contato: text('contato'),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    ordem: integer('ordem').notNull().default(0),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('ministerio_igreja_idx').on(table.igrejaId, table.ordem)],
);

export const projetoStatus = ['PLANEJADO', 'EM_ANDAMENTO', 'CONCLUIDO'] as const;
export type ProjetoStatus = (typeof projetoStatus)[number];

/** A ministry's project: what it sets out to do and how far it has got. */
export const ministerioProjeto = pgTable(
  'ministerio_projeto',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    ministerioId: integer('ministerio_id')
      .notNull()
      .references(() => ministerio.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    objetivo: text('objetivo').notNull(),
    descricao: text('descricao').notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    status: text('status').$type<ProjetoStatus>().notNull(),
    ordem: integer('ordem').notNull().default(0),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('ministerio_projeto_ministerio_idx').on(table.ministerioId, table.ordem)],
);
