import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

// The time zone services and events happen in is the church's own (igreja_fuso_horario, the church set's):
// the schedule kept a copy of its own (agenda_configuracao) until its migration 0001 folded it into the church's.

/** One service (culto) on the schedule: weekly worship, midweek prayer, youth night. Only published ones reach visitors. */
export const culto = pgTable(
  'culto',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
    dataFim: timestamp('data_fim', { withTimezone: true }),
    local: text('local'),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('culto_igreja_inicio_idx').on(table.igrejaId, table.dataInicio)],
);

/**
 * The church's events, as far as the schedule needs them (name, when, where). The events module
 * grows this table with tickets and checkout.
 */
export const evento = pgTable(
  'evento',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
    dataFim: timestamp('data_fim', { withTimezone: true }),
    local: text('local'),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('evento_igreja_inicio_idx').on(table.igrejaId, table.dataInicio)],
);
