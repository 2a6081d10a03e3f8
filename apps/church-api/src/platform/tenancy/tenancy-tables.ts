import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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

export interface StoredImage {
  url: string;
  largura: number;
  altura: number;
  descricao?: string | null;
}

export const organizacao = pgTable('organizacao', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nome: text('nome').notNull(),
  descricao: text('descricao'),
});

export const igreja = pgTable('igreja', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
  slug: text('slug').notNull().unique(),
  codigo: text('codigo').notNull().unique(),
  organizacaoId: integer('organizacao_id')
    .notNull()
    .references(() => organizacao.id),
  idioma: text('idioma').notNull().default('en'),
  moeda: text('moeda').notNull().default('USD'),
  flagAtivo: boolean('flag_ativo').notNull().default(true),
  nome: text('nome').notNull(),
  historia: text('historia'),
  descricao: text('descricao'),
  imagens: jsonb('imagens').$type<StoredImage[]>().notNull().default([]),
  facebookPixelCode: text('facebook_pixel_code'),
  codigoPlano: text('codigo_plano'),
  email: text('email'),
  telefone: text('telefone'),
  endereco: text('endereco'),
  cidade: text('cidade'),
  estado: text('estado'),
  pais: text('pais'),
  site: text('site'),
  dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The legal entity that issues a church's receipts and giving statements, when the church has one on
 * file: its legal name (razão social) and its tax id as its country writes it. A table of its own, not
 * columns of igreja: the church's seed keeps to igreja's columns of every age (test/db/migration-sets).
 */
export const igrejaEntidadeLegal = pgTable('igreja_entidade_legal', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  razaoSocial: text('razao_social').notNull(),
  /** What kind of tax id `documentoFiscal` is: CNPJ, EIN, NIF … (printed before it). */
  tipoDocumentoFiscal: text('tipo_documento_fiscal'),
  /** The tax id (a CNPJ, an EIN, a NIF), as written in the church's country. */
  documentoFiscal: text('documento_fiscal'),
});

/**
 * The IANA time zone a church lives in (America/Sao_Paulo): every date and time the site shows is read
 * in it, on the server and in the browser alike, whatever the reader's own zone. A table of its own for
 * the same reason as igreja_entidade_legal; a church without a row lives in UTC.
 */
export const igrejaFusoHorario = pgTable('igreja_fuso_horario', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  fusoHorario: text('fuso_horario').notNull(),
});

/**
 * The church's own app in the app stores, where it has one: its App Store and Google Play addresses,
 * which the church home's app-download section links to (a church without them is offered the
 * installable web app instead). A table of its own for the same reason as igreja_entidade_legal.
 */
export const igrejaAplicativo = pgTable('igreja_aplicativo', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  linkAppStore: text('link_app_store'),
  linkGooglePlay: text('link_google_play'),
});

/**
 * The sites allowed to show the church's embeddable pages (/embed/chat, /embed/player…) in a frame,
 * each an origin (`https://www.example.org`): the church's choice, sent as those pages' CSP
 * `frame-ancestors`. Every other page, and these for any other site, refuse to be framed.
 */
export const igrejaOrigemIncorporacao = pgTable(
  'igreja_origem_incorporacao',
  {
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    origem: text('origem').notNull(),
  },
  (table) => [primaryKey({ columns: [table.igrejaId, table.origem] })],
);

/** The church a row belongs to; the row goes when its church goes. */
export const igrejaIdColumn = () =>
  integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' });

/** A church as its organization's client: where it is, for church selection by location. */
export const cliente = pgTable('cliente', {
  id: serial('id').primaryKey(),
  igrejaId: integer('igreja_id')
    .notNull()
    .unique()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  organizacaoId: integer('organizacao_id')
    .notNull()
    .references(() => organizacao.id),
  nome: text('nome').notNull(),
  cidade: text('cidade'),
  estado: text('estado'),
  pais: text('pais'),
  endereco: text('endereco'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Host names outside the app domain that serve a church. */
export const dominioPersonalizado = pgTable('dominio_personalizado', {
  id: serial('id').primaryKey(),
  hostname: text('hostname').notNull().unique(),
  igrejaId: integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' }),
});

export const congregacao = pgTable('congregacao', {
  id: serial('id').primaryKey(),
  igrejaId: integer('igreja_id')
    .notNull()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  endereco: text('endereco'),
  cidade: text('cidade'),
  estado: text('estado'),
  telefone: text('telefone'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** The catalogue of product modules (MOD_EVENTO, …). */
export const modulo = pgTable('modulo', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
});

export const igrejaModulo = pgTable(
  'igreja_modulo',
  {
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    moduloId: integer('modulo_id')
      .notNull()
      .references(() => modulo.id),
  },
  (table) => [primaryKey({ columns: [table.igrejaId, table.moduloId] })],
);

export const igrejaVisual = pgTable('igreja_visual', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  corApp: text('cor_app').notNull(),
  logo: jsonb('logo').$type<StoredImage | null>(),
});

export const igrejaAppMenu = pgTable(
  'igreja_app_menu',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    link: text('link').notNull(),
    ordem: integer('ordem').notNull(),
    icone: text('icone'),
    flagExterno: boolean('flag_externo').notNull().default(false),
  },
  // Read with every bootstrap: without it, each read scanned every church's menu.
  (table) => [index('igreja_app_menu_igreja_idx').on(table.igrejaId, table.ordem)],
);

export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    imagem: jsonb('imagem').$type<StoredImage>().notNull(),
    link: text('link'),
    ordem: integer('ordem').notNull(),
  },
  (table) => [index('banner_igreja_idx').on(table.igrejaId, table.ordem)],
);

/** The catalogue of payment methods (CARTAO_CREDITO, PIX, …). */
export const metodoPagamento = pgTable('metodo_pagamento', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
});

export const igrejaMetodoPagamento = pgTable(
  'igreja_metodo_pagamento',
  {
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    metodoPagamentoId: integer('metodo_pagamento_id')
      .notNull()
      .references(() => metodoPagamento.id),
    idGatewayPagamento: integer('id_gateway_pagamento'),
  },
  (table) => [uniqueIndex('igreja_metodo_pagamento_uq').on(table.igrejaId, table.metodoPagamentoId)],
);
