import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A motive a church's prayer requests are filed under (health, family, thanksgiving …), in its language. */
export const oracaoMotivo = pgTable(
  'oracao_motivo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (table) => [index('oracao_motivo_igreja_idx').on(table.igrejaId, table.ordem)],
);

/**
 * A member's prayer request (§3 "Prayer"). On the wall when `flagPublicarMural`; otherwise only its
 * author and the church's staff read it. `flagAtivo` false hides it (the admin site's moderation).
 */
export const oracao = pgTable(
  'oracao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The author's name as the request shows it (the member chooses it). */
    nome: text('nome').notNull(),
    oracaoMotivoId: integer('oracao_motivo_id').references(() => oracaoMotivo.id, { onDelete: 'set null' }),
    mensagem: text('mensagem').notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    flagPublicarMural: boolean('flag_publicar_mural').notNull().default(false),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    flagReceberLigacao: boolean('flag_receber_ligacao').notNull().default(false),
    flagReceberVisita: boolean('flag_receber_visita').notNull().default(false),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('oracao_mural_idx').on(table.igrejaId, table.flagPublicarMural, table.dataCadastro),
    index('oracao_usuario_idx').on(table.usuarioId, table.igrejaId, table.dataCadastro),
  ],
);

/** A member's message on a prayer request: plain text. */
export const oracaoMensagem = pgTable(
  'oracao_mensagem',
  {
    id: serial('id').primaryKey(),
    oracaoId: integer('oracao_id')
      .notNull()
      .references(() => oracao.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    mensagem: text('mensagem').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oracao_mensagem_oracao_idx').on(table.oracaoId, table.dataCadastro)],
);

/** "I prayed": one row per member and request, so that saying it again (or twenty times at once) counts once. */
export const oracaoOrar = pgTable(
  'oracao_orar',
  {
    oracaoId: integer('oracao_id')
      .notNull()
      .references(() => oracao.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.oracaoId, table.usuarioId] })],
);
