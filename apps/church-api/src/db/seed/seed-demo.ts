import type { Database } from '../database';
import { seedDemoChurches } from './demo-churches';

/**
 * Seeds the demo data of every module, idempotently, after the churches. A module's seed adds
 * its call here.
 */
export async function seedDemo(db: Database): Promise<void> {
  await seedDemoChurches(db);
}
