import type { ServerModule } from '@church/api-platform/server-module';
import { seedPlayDemo } from './demo/seed-play-demo';
import { playHandlers } from './play-handlers';
import { PlayRepository } from './play-repository';

/**
 * The subscription video area's server (MOD_ASSINATURA, issue 27): its public catalogue so far. Contract:
 * openapi/modules/play.yaml. It declares its code with its feature library (libs/play), which does not
 * exist yet: until then /play is the unknown-path page, and the module has no pages for the sitemap.
 */
export const playModule: ServerModule = {
  name: 'play',
  dependsOn: ['church'],
  seedDemo: seedPlayDemo,
  routes: ({ database }) => ({ handlers: playHandlers(new PlayRepository(database.db)) }),
};
