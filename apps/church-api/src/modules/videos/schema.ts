import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { igreja, igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

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
    igrejaId: igrejaIdColumn(),
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
