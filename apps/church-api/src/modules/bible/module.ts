import type { ServerModule } from '../server-module';
import { BibleLoader } from './bible-loader';
import { bibleHandlers } from './bible-handlers';
import { BibleRepository } from './bible-repository';

/**
 * The Bible (every church): the public-domain translations of data/ (README there), read by book and
 * chapter and searched. A translation's text goes into the database at its first read (bible-loader.ts),
 * so seeds and the databases of tests that never read it pay nothing. Contract: openapi/modules/bible.yaml.
 */
export const bibleModule: ServerModule = {
  name: 'bible',
  dependsOn: ['church'],
  sitemap: async () => ['/bible'],
  routes: ({ database }) => ({ handlers: bibleHandlers(new BibleRepository(database.db, new BibleLoader(database.db))) }),
};
