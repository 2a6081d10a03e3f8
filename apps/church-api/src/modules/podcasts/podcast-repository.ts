import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { igreja } from '../../db/schema/church';
import { podcastFeed } from '../../db/schema/media';

/** Where each church's podcast feed is. Scoped by the church's code. */
export class PodcastRepository {
  constructor(private readonly db: Database) {}

  /** The church of the code and its feed address (null when it has no podcast); null when no church has the code. */
  async feedOf(codigo: string): Promise<{ igrejaId: number; feedUrl: string | null } | null> {
    const [row] = await this.db
      .select({ igrejaId: igreja.id, feedUrl: podcastFeed.feedUrl })
      .from(igreja)
      .leftJoin(podcastFeed, eq(podcastFeed.igrejaId, igreja.id))
      .where(eq(igreja.codigo, codigo));
    return row ?? null;
  }
}
