import type { ServerModule } from '@church/api-platform/server-module';
import { currentSongRoutes } from './current-song-handlers';
import { seedPraiseDemo } from './demo/seed-praise-demo';
import { praiseHandlers } from './praise-handlers';
import { PraiseRepository } from './praise-repository';
import { serviceSetlistHandlers } from './service-setlists-handlers';
import { ServiceSetlistRepository } from './service-setlists-repository';

/**
 * Songs with chords (MOD_CULTO, the services' code: songs are sung at services and on /live): a song
 * as ChordPro with its lines and chords, the setlist of a broadcast's service, and
 * the setlists of the schedule's services (one read for a stretch of the schedule), and the song
 * being sung now at a broadcast, which staff mark and viewers follow (current-song-handlers.ts). Contract:
 * openapi/modules/praise.yaml.
 */
export const praiseModule: ServerModule = {
  name: 'praise',
  dependsOn: ['church', 'schedule', 'live'],
  code: 'MOD_CULTO',
  embedAreas: ['/embed/praise'],
  seedDemo: seedPraiseDemo,
  routes: (context) => ({
    handlers: {
      ...praiseHandlers(new PraiseRepository(context.database.db)),
      ...serviceSetlistHandlers(new ServiceSetlistRepository(context.database.db)),
      // The song being sung now at a broadcast: staff mark it, viewers follow it (server-sent events).
      ...currentSongRoutes(context).handlers,
    },
  }),
};
