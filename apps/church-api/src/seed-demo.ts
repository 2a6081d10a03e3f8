import { sql } from 'drizzle-orm';
import type { DemoSeedOptions, ServerModule } from '@church/api-platform/server-module';
import { loadServerModules } from './load-server-modules';
import type { Database } from '@church/api-platform/db/database';

/**
 * Seeds every module's demo data, in module order (the churches first); each module's seed leaves what
 * exists as it is. Then the planner's statistics are gathered: PGlite has no autovacuum to gather them,
 * and without them it plans for tables of ten rows (grace's 500 videos were read whole and sorted to find
 * the newest hundred, each search twice as slow).
 */
export async function seedDemo(db: Database, modules?: ServerModule[], options: DemoSeedOptions = { networkChurches: 0 }): Promise<void> {
  for (const module of modules ?? (await loadServerModules())) await module.seedDemo?.(db, options);
  await db.execute(sql`analyze`);
}
