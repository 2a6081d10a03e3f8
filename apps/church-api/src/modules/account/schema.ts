import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { congregacao, igreja, type StoredImage } from '../church/schema';

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

export type EmailStatus = 'PENDENTE' | 'ENVIADO' | 'FALHA';

/** The mail outbox: every e-mail is written here first and delivered by the outbox job. */
export const emailSaida = pgTable(
  'email_saida',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id').references(() => igreja.id, { onDelete: 'set null' }),
    remetenteNome: text('remetente_nome').notNull(),
    destinatario: text('destinatario').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull().defaultNow(),
    ultimoErro: text('ultimo_erro'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_saida_pendente_idx').on(table.status, table.proximaTentativa), index('email_saida_destinatario_idx').on(table.destinatario)],
);

/** Rate-limit counters: one fixed window per key (`login:account:<id>`, `lookup:ip:<address>`). */
/** Attempt counters of the rate limits (src/modules/account/rate-limiter.ts), shared by every replica. */
export const tentativaAcesso = pgTable('tentativa_acesso', {
  chave: text('chave').primaryKey(),
  janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull(),
  contagem: integer('contagem').notNull(),
  /** A slowed-down subject may not try again before this moment. */
  bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
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

/** Server-wide settings shared by every replica (the generated JWT secret). */
export const configuracaoServidor = pgTable('configuracao_servidor', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});
