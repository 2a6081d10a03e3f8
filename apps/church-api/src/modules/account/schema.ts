// The account module's tables, and (re-exported so that drizzle-kit migrates them in this set) the
// platform's identity, mail, rate-limit and captcha tables, which every module may read.
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { pais, usuario } from '@church/api-platform/identity/identity-tables';
export * from '@church/api-platform/identity/identity-tables';
export * from '@church/api-platform/mail/mail-tables';
export * from '@church/api-platform/rate-limits/rate-limit-tables';
export * from '@church/api-platform/captcha/captcha-tables';

export type MotivoRevogacao = 'SAIDA' | 'SENHA_ALTERADA' | 'SENHA_REDEFINIDA' | 'REUSO' | 'CONTA_DESATIVADA' | 'CONTA_EXCLUIDA';

/**
 * A session: one sign-in, with the refresh-token family it rotates through. It ends 90 days after the
 * sign-in whatever the refreshes, or when revoked; revoking it (a trigger feeds `sessao_revogada`) refuses
 * its access tokens at once in every replica.
 */
export const sessao = pgTable(
  'sessao',
  {
    id: uuid('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    iniciadaEm: timestamp('iniciada_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
    motivoRevogacao: text('motivo_revogacao').$type<MotivoRevogacao>(),
  },
  (table) => [index('sessao_usuario_idx').on(table.usuarioId)],
);

/**
 * Refresh tokens, stored as the SHA-256 of the token. Rotation spends one and issues the next of its
 * family (its session). The spent token keeps the next pair, encrypted with a key only the spent token
 * itself yields, so that a second tab presenting it moments later gets the same pair instead of a replay.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familia: uuid('familia').notNull(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sucessorCifrado: text('sucessor_cifrado'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_token_familia_idx').on(table.familia), index('refresh_token_usuario_idx').on(table.usuarioId)],
);

export type TokenEmailTipo = 'ATIVACAO' | 'RECUPERACAO';

/** One-time e-mail tokens (activation, password reset), hashed, expiring. */
export const tokenEmail = pgTable('token_email', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  tipo: text('tipo').$type<TokenEmailTipo>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
});

export const endereco = pgTable(
  'endereco',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    descricao: text('descricao'),
    cep: text('cep').notNull(),
    logradouro: text('logradouro').notNull(),
    numero: text('numero').notNull(),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    paisId: integer('pais_id').references(() => pais.id),
    flagPrincipal: boolean('flag_principal').notNull().default(false),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('endereco_usuario_idx').on(table.usuarioId)],
);

/** A member's child, registered in one church (children's ministry). */
export const crianca = pgTable(
  'crianca',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    dataNascimento: date('data_nascimento', { mode: 'string' }).notNull(),
    sexo: text('sexo').$type<'M' | 'F'>().notNull(),
    observacoes: text('observacoes'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crianca_usuario_idx').on(table.usuarioId, table.igrejaId)],
);

export const pedidoExclusao = pgTable('pedido_exclusao', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  igrejaId: integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
});

export type CampoTipo = 'TEXTO' | 'NUMERO' | 'DATA' | 'OPCAO';

/** A church's own member fields. */
export const campoPersonalizado = pgTable('campo_personalizado', {
  id: serial('id').primaryKey(),
  igrejaId: integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  tipo: text('tipo').$type<CampoTipo>().notNull(),
  opcoes: jsonb('opcoes').$type<string[]>().notNull().default([]),
  ordem: integer('ordem').notNull().default(0),
});

export const campoPersonalizadoValor = pgTable(
  'campo_personalizado_valor',
  {
    campoId: integer('campo_id')
      .notNull()
      .references(() => campoPersonalizado.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    valor: text('valor'),
  },
  (table) => [primaryKey({ columns: [table.campoId, table.usuarioId] })],
);
