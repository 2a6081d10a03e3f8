import type { Database } from '@church/api-platform/db/database';
import { seedEachDemoChurch } from '@church/api-modules/church';
import { podcastFeed } from '../schema';

/**
 * Each demo church's feed: a site-relative path served from apps/church-web/public/demo/podcast/
 * (written by tools/scripts/generate-demo-media.mjs), which the feed reader fetches from this server
 * itself. The episodes are in the church's language.
 */
const DEMO_FEEDS: Record<string, string> = {
  grace: '/demo/podcast/grace/feed.xml',
  esperanca: '/demo/podcast/esperanca/feed.xml',
  vida: '/demo/podcast/vida/feed.xml',
};

/** The demo churches' podcast feeds. A church that has a feed keeps it. */
export function seedPodcastsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_FEEDS, async (tx, church, feedUrl) => {
    await tx.insert(podcastFeed).values({ igrejaId: church.id, feedUrl }).onConflictDoNothing({ target: podcastFeed.igrejaId });
  });
}
