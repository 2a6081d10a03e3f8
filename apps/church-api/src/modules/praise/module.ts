import type { ServerModule } from '@church/api-platform/server-module';
import { seedPraiseDemo } from './demo/seed-praise-demo';
import { praiseHandlers } from './praise-handlers';
import { PraiseRepository } from './praise-repository';
import { serviceSetlistHandlers } from './service-setlists-handlers';
import { ServiceSetlistRepository } from './service-setlists-repository';

/**
 * Songs with chords (MOD_CULTO, the services' code: songs are sung at services and on /live): a song
 * as ChordPro with its lines and chords, the setlist of a broadcast's service, and
 * the setlists of the schedule's services (one read for a stretch of the schedule). Contract:
 * openapi/modules/praise.yaml.
 */
export const praiseModule: ServerModule = {
  name: 'praise',
  dependsOn: ['church', 'schedule', 'live'],
  code: 'MOD_CULTO',
  embedAreas: ['/embed/praise'],
  seedDemo: seedPraiseDemo,
  routes: ({ database }) => ({
    handlers: { ...praiseHandlers(new PraiseRepository(database.db)), ...serviceSetlistHandlers(new ServiceSetlistRepository(database.db)) },
  }),
};
