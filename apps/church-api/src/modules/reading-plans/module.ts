import type { ServerModule } from '@church/api-platform/server-module';
import { seedReadingPlansDemo } from './demo/seed-reading-plans-demo';
import { readingPlansHandlers } from './reading-plans-handlers';
import { ReadingPlansRepository } from './reading-plans-repository';

/**
 * Reading plans (every church; §2 "Reading plans", login required): the church's plans, built from the
 * Bible's structure (plan-builder.ts), and each member's progress in them. It names books as the Bible
 * module does and reads their names from it. Contract: openapi/modules/reading-plans.yaml.
 */
export const readingPlansModule: ServerModule = {
  name: 'reading-plans',
  dependsOn: ['church', 'account', 'bible'],
  // Every reading-plan page is a member's own progress.
  privateAreas: ['/reading-plans'],
  seedDemo: seedReadingPlansDemo,
  routes: ({ database }) => ({ handlers: readingPlansHandlers(new ReadingPlansRepository(database.db)) }),
};
