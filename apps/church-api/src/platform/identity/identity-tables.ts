// The tables identity reads on every request (accounts, their churches and roles, revoked sessions, the
// server's generated secret). Defined in the platform, migrated in the account module's set.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { congregacao, igreja, type StoredImage } from '../tenancy/tenancy-tables';

/** Countries (ISO 3166-1 alpha-2 in `sigla`). */
export const pais = pgTable('pais', {
  id: serial('id').primaryKey(),
  sigla: text('sigla').notNull().unique(),
  nome: text('nome').notNull(),
});

/** Occupations with stable codes that clients translate by. */
export const ocupacao = pgTable('ocupacao', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
});

/** The eight marital statuses of §3, with stable codes. */
export const estadoCivil = pgTable('estado_civil', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
});

/** The account, shared by every church (and the provider's other apps). */
export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    nome: text('nome').notNull(),
    sobrenome: text('sobrenome').notNull(),
    telefone: text('telefone'),
    /** 11 digits, no punctuation. */
    cpf: text('cpf'),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    sexo: text('sexo').$type<'M' | 'F'>(),
    estadoCivilId: integer('estado_civil_id').references(() => estadoCivil.id),
    dataCasamento: date('data_casamento', { mode: 'string' }),
    qtdeFilhos: integer('qtde_filhos'),
    ocupacaoId: integer('ocupacao_id').references(() => ocupacao.id),
    paisId: integer('pais_id').references(() => pais.id),
    estado: text('estado'),
    cidade: text('cidade'),
    bairro: text('bairro'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    cep: text('cep'),
    observacoes: text('observacoes'),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    /** False until the e-mail is verified. */
    flagAtivo: boolean('flag_ativo').notNull().default(false),
    /** Access tokens issued before this instant are refused (set when a password is reset). */
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('usuario_email_uq').on(sql`lower(${table.email})`),
    uniqueIndex('usuario_cpf_uq').on(table.cpf),
  ],
);

/** An account's membership of one church: its church account. */
export const usuarioIgreja = pgTable(
  'usuario_igreja',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    congregacaoId: integer('congregacao_id').references(() => congregacao.id, { onDelete: 'set null' }),
    observacoes: text('observacoes'),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('usuario_igreja_uq').on(table.usuarioId, table.igrejaId), index('usuario_igreja_igreja_idx').on(table.igrejaId)],
);

export const ROLES = ['ROLE_MEMBER', 'ROLE_ADMIN', 'ROLE_ADMIN_CONTENT', 'ROLE_SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const usuarioIgrejaRole = pgTable(
  'usuario_igreja_role',
  {
    usuarioIgrejaId: integer('usuario_igreja_id')
      .notNull()
      .references(() => usuarioIgreja.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.usuarioIgrejaId, table.role] })],
);

/**
 * Revoked sessions, newest last: the feed each replica reads its in-process revocation set from. No
 * foreign key, so that a deleted account's revocations outlive its rows; kept for a day.
 */
export const sessaoRevogada = pgTable(
  'sessao_revogada',
  {
    sessaoId: uuid('sessao_id').primaryKey(),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessao_revogada_em_idx').on(table.revogadaEm)],
);

/** Server-wide settings shared by every replica (the generated JWT secret). */
export const configuracaoServidor = pgTable('configuracao_servidor', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});
