import type { ServerModule } from '@church/api-platform/server-module';
import { seedPraiseDemo } from './demo/seed-praise-demo';
import { praiseHandlers } from './praise-handlers';
import { PraiseRepository } from './praise-repository';

/**
 * Songs with chords (MOD_CULTO, the services' code: songs are sung at services and on /live): a song
 * as ChordPro with its lines and chords, and the setlist of a broadcast's service. Contract:
 * openapi/modules/praise.yaml.
 */
export const praiseModule: ServerModule = {
  name: 'praise',
  dependsOn: ['church', 'schedule', 'live'],
  code: 'MOD_CULTO',
  embedAreas: ['/embed/praise'],
  seedDemo: seedPraiseDemo,
  routes: ({ database }) => ({ handlers: praiseHandlers(new PraiseRepository(database.db)) }),
};
