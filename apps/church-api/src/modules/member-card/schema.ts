import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarioIgreja } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/**
 * The card of a member's church account (§3 "Member card"): only what the account does not keep
 * (name, picture, CPF, phone, birth date, sex, marital status and congregation are the account's).
 * `referencia` is the random, opaque reference its QR code signs with `versao`; rotating the code
 * raises `versao`, so the codes of earlier versions are refused (see docs/security.md).
 */
export const usuarioCarteirinha = pgTable(
  'usuario_carteirinha',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioIgrejaId: integer('usuario_igreja_id')
      .notNull()
      .references(() => usuarioIgreja.id, { onDelete: 'cascade' }),
    numeroMembro: text('numero_membro').notNull(),
    dataBatismo: date('data_batismo', { mode: 'string' }),
    cargo: text('cargo'),
    responsavel: text('responsavel'),
    vinculo: text('vinculo'),
    referencia: text('referencia').notNull(),
    versao: integer('versao').notNull().default(1),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('usuario_carteirinha_usuario_igreja_uq').on(table.usuarioIgrejaId),
    uniqueIndex('usuario_carteirinha_numero_uq').on(table.igrejaId, table.numeroMembro),
    uniqueIndex('usuario_carteirinha_referencia_uq').on(table.referencia),
    index('usuario_carteirinha_igreja_idx').on(table.igrejaId),
    check('usuario_carteirinha_versao_ck', sql`${table.versao} >= 1`),
  ],
);
