import type { ServerModule } from '@church/api-platform/server-module';
import { broadcastHandlers } from './broadcast-handlers';
import { BroadcastRepository } from './broadcast-repository';
import { seedLiveDemo } from './demo/seed-live-demo';

/**
 * Live (MOD_CULTO, the schedule's code: §2 guards /schedule and /live with it): the broadcasts of the
 * schedule's services, for /live. Contract: openapi/modules/live.yaml.
 */
export const liveModule: ServerModule = {
  name: 'live',
  dependsOn: ['church', 'schedule'],
  code: 'MOD_CULTO',
  sitemap: async () => ['/live'],
  streamingAreas: ['/live', '/embed/player'],
  embedAreas: ['/embed/player'],
  seedDemo: (db) => seedLiveDemo(db),
  routes: ({ database }) => ({ handlers: broadcastHandlers(new BroadcastRepository(database.db)) }),
};
