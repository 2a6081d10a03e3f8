import type { ServerModule } from '@church/api-platform/server-module';
import { StudyRepository } from '@church/api-modules/studies';
import { seedGroupsDemo } from './demo/seed-groups-demo';
import { groupsHandlers } from './groups-handlers';
import { GroupsRepository } from './groups-repository';

/**
 * Small groups (MOD_CELULA, the code the studies module shares): the church's groups with where and
 * when they meet, their meeting records for participants and staff, the studies they follow, join
 * requests that e-mail the leader through the outbox, and the church's Maps key
 * (`celula_configuracao`). Contract: openapi/modules/groups.yaml.
 */
export const groupsModule: ServerModule = {
  name: 'groups',
  dependsOn: ['church', 'account', 'studies'],
  code: 'MOD_CELULA',
  privateAreas: ['/groups/request/'],
  async sitemap(db, church, limit) {
    return ['/groups', ...(await new GroupsRepository(db).ids(church.id, limit)).map((id) => `/groups/${id}`)];
  },
  seedDemo: seedGroupsDemo,
  routes: ({ database, platform }) => {
    const db = database.db;
    return {
      handlers: groupsHandlers({
        db,
        groups: new GroupsRepository(db),
        studies: new StudyRepository(db),
        limiter: platform.rateLimiter,
        siteLinks: platform.siteLinks,
        outbox: (tx) => platform.outbox(tx),
        membership: platform.membership,
      }),
    };
  },
};
