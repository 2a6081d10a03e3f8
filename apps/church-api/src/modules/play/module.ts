import type { ServerModule } from '@church/api-platform/server-module';
import { seedPlayDemo } from './demo/seed-play-demo';
import { memberShelfHandlers } from './member-shelf-handlers';
import { MemberShelfRepository } from './member-shelf-repository';
import { playHandlers } from './play-handlers';
import { PlayRepository } from './play-repository';

/**
 * The subscription video area's server (MOD_ASSINATURA, issue 27): its public catalogue, and each
 * member's list and progress. Contract: openapi/modules/play.yaml. It declares its code with its feature library (libs/play), which does not
 * exist yet: until then /play is the unknown-path page, and the module has no pages for the sitemap.
 */
export const playModule: ServerModule = {
  name: 'play',
  dependsOn: ['church'],
  seedDemo: seedPlayDemo,
  routes: ({ database }) => {
    const area = new PlayRepository(database.db);
    return { handlers: { ...playHandlers(area), ...memberShelfHandlers(area, new MemberShelfRepository(database.db)) } };
  },
};
