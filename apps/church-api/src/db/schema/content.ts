import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { igreja, type StoredImage } from './church';

/**
 * The read-mostly content a visitor browses: the schedule (services and the events it shows),
 * devotionals, news, ministries with their projects, and Sunday-school classes. Every row belongs to
 * a church; only rows with `flag_publicado` reach visitors.
 */

const igrejaId = () =>
  integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' });

/** The schedule's settings per church: the IANA time zone its services and events happen in. */
export const agendaConfiguracao = pgTable('agenda_configuracao', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  fusoHorario: text('fuso_horario').notNull(),
});

/** One service (culto) on the schedule: weekly worship, midweek prayer, youth night. */
export const culto = pgTable(
  'culto',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaId(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
    dataFim: timestamp('data_fim', { withTimezone: true }),
    local: text('local'),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('culto_igreja_inicio_idx').on(table.igrejaId, table.dataInicio)],
);

/**
 * The church's events, as far as the schedule needs them (name, when, where). The events module
 * grows this table with tickets and checkout.
 */
export const evento = pgTable(
  'evento',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaId(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    dataInicio: timestamp('data_inicio', { withTimezone: true }).notNull(),
    dataFim: timestamp('data_fim', { withTimezone: true }),
    local: text('local'),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('evento_igreja_inicio_idx').on(table.igrejaId, table.dataInicio)],
);

export const devocional = pgTable(
  'devocional',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaId(),
    titulo: text('titulo').notNull(),
    referenciaBiblica: text('referencia_biblica').notNull(),
    /** Rich text (HTML) written by staff; sanitised where it is rendered. */
    texto: text('texto').notNull(),
    autor: text('autor').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('devocional_igreja_data_idx').on(table.igrejaId, table.data)],
);

export const noticia = pgTable(
  'noticia',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaId(),
    titulo: text('titulo').notNull(),
    resumo: text('resumo').notNull(),
    /** Rich text (HTML) written by staff; sanitised where it is rendered. */
    texto: text('texto').notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull(),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [index('noticia_igreja_data_idx').on(table.igrejaId, table.dataPublicacao)],
);

export const ministerio = pgTable('ministerio', {
  id: serial('id').primaryKey(),
  igrejaId: igrejaId(),
  nome: text('nome').notNull(),
  descricao: text('descricao').notNull(),
  lider: text('lider'),
  contato: text('contato'),
  imagem: jsonb('imagem').$type<StoredImage | null>(),
  ordem: integer('ordem').notNull().default(0),
  flagPublicado: boolean('flag_publicado').notNull().default(true),
});

/** A ministry's project: what it sets out to do and how far it has got. */
export const projetoStatus = ['PLANEJADO', 'EM_ANDAMENTO', 'CONCLUIDO'] as const;
export type ProjetoStatus = (typeof projetoStatus)[number];

export const ministerioProjeto = pgTable('ministerio_projeto', {
  id: serial('id').primaryKey(),
  igrejaId: igrejaId(),
  ministerioId: integer('ministerio_id')
    .notNull()
    .references(() => ministerio.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  objetivo: text('objetivo').notNull(),
  descricao: text('descricao').notNull(),
  imagem: jsonb('imagem').$type<StoredImage | null>(),
  status: text('status').$type<ProjetoStatus>().notNull(),
  ordem: integer('ordem').notNull().default(0),
  flagPublicado: boolean('flag_publicado').notNull().default(true),
});

/** A Sunday-school (EBD) class. */
export const ebd = pgTable(
  'ebd',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaId(),
    slug: text('slug').notNull(),
    nome: text('nome').notNull(),
    faixaEtaria: text('faixa_etaria').notNull(),
    professor: text('professor').notNull(),
    sala: text('sala').notNull(),
    horario: time('horario').notNull(),
    descricao: text('descricao').notNull(),
    imagem: jsonb('imagem').$type<StoredImage | null>(),
    ordem: integer('ordem').notNull().default(0),
    flagPublicado: boolean('flag_publicado').notNull().default(true),
  },
  (table) => [uniqueIndex('ebd_igreja_slug_uq').on(table.igrejaId, table.slug)],
);

export const ebdLicao = pgTable('ebd_licao', {
  id: serial('id').primaryKey(),
  ebdId: integer('ebd_id')
    .notNull()
    .references(() => ebd.id, { onDelete: 'cascade' }),
  titulo: text('titulo').notNull(),
  referenciaBiblica: text('referencia_biblica'),
  resumo: text('resumo'),
  data: date('data', { mode: 'string' }).notNull(),
});
