import type { ServerModule } from '@church/api-platform/server-module';
import { seedPodcastsDemo } from './demo/seed-podcasts-demo';
import { PodcastFeedReader } from './podcast-feed-reader';
import { podcastHandlers } from './podcast-handlers';
import { PodcastRepository } from './podcast-repository';
import { type PodcastSettings, podcastSettingsFrom } from './podcast-settings';

/** The church's podcast, read from its RSS feed. Contract: openapi/modules/podcasts.yaml. */
export const podcastsModule: ServerModule<PodcastSettings> = {
  name: 'podcasts',
  dependsOn: ['church'],
  settings: podcastSettingsFrom,
  sitemap: async (db, church) => ((await new PodcastRepository(db).feedUrlOf(church.id)) ? ['/podcast'] : []),
  seedDemo: seedPodcastsDemo,
  routes: ({ database, settings }) => ({ handlers: podcastHandlers(new PodcastRepository(database.db), new PodcastFeedReader(settings)) }),
};
