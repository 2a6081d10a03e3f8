import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/**
 * A church's notification: to every member (usuario_id null) or to one account. `tipo_codigo` says
 * what it is about (AVISO, or the content it opens: NOTICIA, CULTO…) and `id_entidade_relacionada`
 * which item.
 */
export const notificacao = pgTable(
  'notificacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'cascade' }),
    tipoCodigo: text('tipo_codigo').notNull(),
    titulo: text('titulo').notNull(),
    corpo: text('corpo').notNull(),
    idEntidadeRelacionada: text('id_entidade_relacionada'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notificacao_igreja_idx').on(table.igrejaId, table.dataCadastro)],
);
