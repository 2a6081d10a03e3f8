import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { podcastFeed } from './schema';

/** Where each church's podcast feed is. */
export class PodcastRepository {
  constructor(private readonly db: Database) {}

  /** The church's feed address; null when it has no podcast. */
  async feedUrlOf(igrejaId: number): Promise<string | null> {
    const [row] = await this.db.select({ feedUrl: podcastFeed.feedUrl }).from(podcastFeed).where(eq(podcastFeed.igrejaId, igrejaId));
    return row?.feedUrl ?? null;
  }
}
