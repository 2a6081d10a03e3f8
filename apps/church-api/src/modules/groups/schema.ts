import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igreja, igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';
import { estudo } from '@church/api-modules/studies';

/**
 * Who may read a group's exact address, coordinates and leader's full name: everyone (`todos`), the
 * church's signed-in members (`membros`, the default), or only the group's participants, those whose
 * request to join it was accepted, and the church's staff (`participantes`). Anyone else gets the
 * approximate area (the neighbourhood and city, a circle about 1 km across) and the leader's first name
 * and initial.
 */
export const VISIBILIDADES_ENDERECO = ['todos', 'membros', 'participantes'] as const;
export type VisibilidadeEndereco = (typeof VISIBILIDADES_ENDERECO)[number];

/**
 * The church's small-group settings: its Google Maps JavaScript API browser key (the church restricts
 * it to its own sites in Google's console; it reaches every visitor's browser; no row, or a null key:
 * no map, the list alone), and who may read the groups' exact addresses (no row: `membros`).
 */
export const celulaConfiguracao = pgTable(
  'celula_configuracao',
  {
    igrejaId: integer('igreja_id')
      .primaryKey()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    chaveGoogleMaps: text('chave_google_maps'),
    visibilidadeEndereco: text('visibilidade_endereco').$type<VisibilidadeEndereco>().notNull().default('membros'),
  },
  (table) => [check('celula_configuracao_visibilidade_endereco_ck', sql`${table.visibilidadeEndereco} in ('todos', 'membros', 'participantes')`)],
);

/** The kinds of group a church has (couples, youth, women…), in its own words. */
export const celulaTipo = pgTable(
  'celula_tipo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
  },
  (table) => [uniqueIndex('celula_tipo_igreja_nome_uq').on(table.igrejaId, table.nome)],
);

/** A small group (cell): who leads it, where and when it meets. */
export const celula = pgTable(
  'celula',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    tipoId: integer('tipo_id').references(() => celulaTipo.id, { onDelete: 'set null' }),
    descricao: text('descricao'),
    tema: text('tema'),
    /** The leader, who is told of join requests (else the person responsible); none once their account is deleted. */
    liderId: integer('lider_id').references(() => usuario.id, { onDelete: 'set null' }),
    /** Who looks after the group (a supervisor or pastor). */
    responsavelId: integer('responsavel_id').references(() => usuario.id, { onDelete: 'set null' }),
    /** ISO 8601: 1 Monday … 7 Sunday. */
    diaSemana: smallint('dia_semana').notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFim: time('hora_fim').notNull(),
    endereco: text('endereco').notNull(),
    bairro: text('bairro'),
    cidade: text('cidade').notNull(),
    estado: text('estado'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (table) => [
    check('celula_dia_semana_ck', sql`${table.diaSemana} between 1 and 7`),
    check(
      'celula_posicao_ck',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
    ),
    index('celula_igreja_idx').on(table.igrejaId, table.diaSemana, table.horaInicio),
    index('celula_lider_idx').on(table.liderId),
    index('celula_responsavel_idx').on(table.responsavelId),
  ],
);

/** The members of a group (its leader and responsible take part without a row here). */
export const celulaMembro = pgTable(
  'celula_membro',
  {
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.celulaId, table.usuarioId] }), index('celula_membro_usuario_idx').on(table.usuarioId)],
);

export type SituacaoSolicitacao = 'pendente' | 'aceita' | 'recusada';

/** A request to join a group. At most one waiting request per account and group (a partial unique index). */
export const celulaSolicitacao = pgTable(
  'celula_solicitacao',
  {
    id: serial('id').primaryKey(),
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    situacao: text('situacao').$type<SituacaoSolicitacao>().notNull().default('pendente'),
    mensagem: text('mensagem'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('celula_solicitacao_situacao_ck', sql`${table.situacao} in ('pendente', 'aceita', 'recusada')`),
    uniqueIndex('celula_solicitacao_pendente_uq').on(table.celulaId, table.usuarioId).where(sql`situacao = 'pendente'`),
    index('celula_solicitacao_usuario_idx').on(table.usuarioId),
  ],
);

/** The record of one meeting of a group, written by its leader. */
export const celulaReuniao = pgTable(
  'celula_reuniao',
  {
    id: serial('id').primaryKey(),
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    data: date('data', { mode: 'string' }).notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFim: time('hora_fim').notNull(),
    tema: text('tema').notNull(),
    observacoes: text('observacoes'),
  },
  (table) => [index('celula_reuniao_celula_data_idx').on(table.celulaId, table.data)],
);

/** The studies (of the studies module) a group follows. */
export const celulaEstudo = pgTable(
  'celula_estudo',
  {
    celulaId: integer('celula_id')
      .notNull()
      .references(() => celula.id, { onDelete: 'cascade' }),
    estudoId: integer('estudo_id')
      .notNull()
      .references(() => estudo.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.celulaId, table.estudoId] }), index('celula_estudo_estudo_idx').on(table.estudoId)],
);
