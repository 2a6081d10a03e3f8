import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/** An item of a church's Chat. */
export const chatItem = pgTable(
  'chat_item',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_item_igreja_idx').on(table.igrejaId, table.dataCadastro)],
);
