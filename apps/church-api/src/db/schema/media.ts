import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { igreja, type StoredImage } from './church';

/** A file offered for download with a publication. */
export interface StoredFile {
  url: string;
  nome: string;
}

/** Publication types of a church (bulletins, articles). */
export const publicacaoTipo = pgTable(
  'publicacao_tipo',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    slug: text('slug').notNull(),
    descricao: text('descricao'),
  },
  (table) => [uniqueIndex('publicacao_tipo_igreja_slug').on(table.igrejaId, table.slug)],
);

export const publicacao = pgTable(
  'publicacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => publicacaoTipo.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    slug: text('slug').notNull(),
    resumo: text('resumo').notNull(),
    /** Staff-written HTML; the browser sanitises it before rendering. */
    conteudo: text('conteudo').notNull(),
    imagem: jsonb('imagem').$type<StoredImage>(),
    arquivo: jsonb('arquivo').$type<StoredFile>(),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('publicacao_igreja_slug').on(table.igrejaId, table.slug),
    index('publicacao_igreja_data').on(table.igrejaId, table.dataPublicacao),
  ],
);

/** §3 "Group": whether the church's studies are public (true) or for its members only. */
export const configuracaoEstudo = pgTable('configuracao_estudo', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  flagConteudoPublico: boolean('flag_conteudo_publico').notNull().default(true),
});

/** Bible studies the church writes for its small groups. */
export const estudo = pgTable(
  'estudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    passagemBiblica: text('passagem_biblica').notNull(),
    resumo: text('resumo').notNull(),
    /** Staff-written HTML; the browser sanitises it before rendering. */
    conteudo: text('conteudo').notNull(),
    perguntas: jsonb('perguntas').$type<string[]>().notNull().default([]),
    dataEstudo: date('data_estudo', { mode: 'string' }).notNull(),
  },
  (table) => [index('estudo_igreja_data').on(table.igrejaId, table.dataEstudo)],
);

/** The church's video playlist (one per church). */
export const videoPlaylist = pgTable('video_playlist', {
  id: serial('id').primaryKey(),
  igrejaId: integer('igreja_id')
    .notNull()
    .unique()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  titulo: text('titulo').notNull(),
  descricao: text('descricao'),
});

/** A video item of §3: a YouTube or Vimeo video in the church's playlist. */
export const video = pgTable(
  'video',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id')
      .notNull()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => videoPlaylist.id, { onDelete: 'cascade' }),
    source: text('source').$type<'youtube' | 'vimeo'>().notNull(),
    /** The provider's id: `contentDetails.videoId`. */
    videoId: text('video_id').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    thumbnail: jsonb('thumbnail').$type<StoredImage>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('video_igreja_video_id').on(table.igrejaId, table.videoId)],
);

/**
 * The church's podcast feed. `feedUrl` is an absolute http(s) address, or a site-relative path
 * (`/demo/podcast/grace/feed.xml`) that the feed reader resolves against this server's own address.
 */
export const podcastFeed = pgTable('podcast_feed', {
  igrejaId: integer('igreja_id')
    .primaryKey()
    .references(() => igreja.id, { onDelete: 'cascade' }),
  feedUrl: text('feed_url').notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});
