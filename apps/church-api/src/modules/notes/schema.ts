import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/**
 * A member's sermon note at a church (§3 "Note": title, text, last-changed date and hour). Only its
 * author reads or changes it. `chaveCliente` is the Idempotency-Key its creation was sent with, so that
 * a retried create answers this note instead of making a second one.
 */
export const notaSermao = pgTable(
  'nota_sermao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    texto: text('texto').notNull().default(''),
    chaveCliente: text('chave_cliente'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('nota_sermao_usuario_igreja_idx').on(table.usuarioId, table.igrejaId, table.dataUltimaAlteracao),
    uniqueIndex('nota_sermao_chave_cliente_uq').on(table.usuarioId, table.chaveCliente),
    check('nota_sermao_titulo_ck', sql`length(${table.titulo}) between 1 and 200`),
    check('nota_sermao_texto_ck', sql`length(${table.texto}) <= 100000`),
  ],
);
