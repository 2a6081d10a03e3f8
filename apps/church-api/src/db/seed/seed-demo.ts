import type { Database } from '../database';
import { seedAccountDemo } from './account/seed-account';
import { seedContentNotifications } from './content-notifications';
import { seedDemoContent } from './content/seed-content';
import { seedDemoChurches } from './demo-churches';
import { seedMediaDemo } from './media/seed-media';

/**
 * Seeds the demo data of every module, idempotently, after the churches. A module's seed adds
 * its call here.
 */
export async function seedDemo(db: Database): Promise<void> {
  await seedDemoChurches(db);
  await seedAccountDemo(db);
  await seedDemoContent(db);
  await seedMediaDemo(db);
  await seedContentNotifications(db);
}
