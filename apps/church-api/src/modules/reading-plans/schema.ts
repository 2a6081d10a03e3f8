import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/** One reading of a plan's day: a book (OSIS id) from one chapter to another. */
export interface PlanReading {
  livro: string;
  capituloInicial: number;
  capituloFinal: number;
}

/** A church's reading plan: what to read each day, `leituras[d - 1]` being day d's readings. */
export const planoLeitura = pgTable(
  'plano_leitura',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull(),
    leituras: jsonb('leituras').$type<PlanReading[][]>().notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (table) => [index('plano_leitura_igreja_idx').on(table.igrejaId, table.ordem)],
);

/**
 * A member following a plan: one per member and plan. `dataConclusao` is set when the last of its days
 * is marked done, and cleared when a day is unmarked or the plan reset.
 */
export const planoLeituraInscricao = pgTable(
  'plano_leitura_inscricao',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planoLeitura.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull().defaultNow(),
    dataConclusao: timestamp('data_conclusao', { withTimezone: true }),
  },
  (table) => [uniqueIndex('plano_leitura_inscricao_plano_usuario_uq').on(table.planoId, table.usuarioId), index('plano_leitura_inscricao_usuario_idx').on(table.usuarioId)],
);

/** A day of a plan a member has read. */
export const planoLeituraDia = pgTable(
  'plano_leitura_dia',
  {
    inscricaoId: integer('inscricao_id')
      .notNull()
      .references(() => planoLeituraInscricao.id, { onDelete: 'cascade' }),
    dia: integer('dia').notNull(),
    dataLeitura: timestamp('data_leitura', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.inscricaoId, table.dia] })],
);
