import type { ServerModule } from '@church/api-platform/server-module';
import { BibleLoader } from './bible-loader';
import { bibleHandlers } from './bible-handlers';
import { BibleRepository } from './bible-repository';
import { BibleSearch } from './bible-search';

/**
 * The Bible (every church): the public-domain translations of data/ (README there), read by book and
 * chapter and searched. A translation's text goes into the database at its first read, its search
 * index at its first search (bible-loader.ts), so seeds and the databases of tests that never read it
 * pay nothing. Searches are answered from memory when asked before, and limited per address with the
 * platform's rate limits (bible-search.ts). Contract: openapi/modules/bible.yaml.
 */
export const bibleModule: ServerModule = {
  name: 'bible',
  // account: its migration set holds the platform's rate-limit counters, which searches count in.
  dependsOn: ['church', 'account'],
  sitemap: async () => ['/bible'],
  routes: ({ database, platform }) => {
    // PGlite runs one statement at a time in this thread; PostgreSQL runs a few searches at once.
    const bible = new BibleRepository(database.db, new BibleLoader(database.db), { searchesAtOnce: database.driver === 'pglite' ? 1 : 4 });
    return { handlers: bibleHandlers(bible, new BibleSearch(bible, platform.rateLimiter)) };
  },
};
