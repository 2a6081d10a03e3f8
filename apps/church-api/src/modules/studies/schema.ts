import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { igreja, igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/** §3 "Group": whether the church's studies are public (true) or for its members only. */
export const configuracaoEstudo = pgTable('configuracao_estudo', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  flagConteudoPublico: boolean('flag_conteudo_publico').notNull().default(true),
});

/** Bible studies the church writes for its small groups. */
export const estudo = pgTable(
  'estudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    titulo: text('titulo').notNull(),
    passagemBiblica: text('passagem_biblica').notNull(),
    resumo: text('resumo').notNull(),
    /** Staff-written HTML; the browser sanitises it before rendering. */
    conteudo: text('conteudo').notNull(),
    perguntas: jsonb('perguntas').$type<string[]>().notNull().default([]),
    dataEstudo: date('data_estudo', { mode: 'string' }).notNull(),
  },
  (table) => [index('estudo_igreja_data').on(table.igrejaId, table.dataEstudo)],
);
