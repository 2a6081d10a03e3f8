import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';

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
