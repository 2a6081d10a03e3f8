import { accountSettingsFrom } from '../account/account-settings';
import { ChurchSiteLinks } from '../account/mail/church-site-links';
import { RateLimiter } from '../account/rate-limiter';
import { ChurchRepository } from '../church/church-repository';
import type { ServerModule } from '../server-module';
import { StudyRepository } from '../studies/study-repository';
import { seedGroupsDemo } from './demo/seed-groups-demo';
import { groupsHandlers } from './groups-handlers';
import { GroupsRepository } from './groups-repository';

interface GroupsSettings {
  /** The sender of the join-request e-mails (MAIL_FROM, as the account module's). */
  mailFrom: string;
}

/**
 * Small groups (MOD_CELULA, the code the studies module shares): the church's groups with where and
 * when they meet, their meeting records for participants and staff, the studies they follow, join
 * requests that e-mail the leader through the outbox, and the church's Maps key
 * (`celula_configuracao`). Contract: openapi/modules/groups.yaml.
 */
export const groupsModule: ServerModule<GroupsSettings> = {
  name: 'groups',
  dependsOn: ['church', 'account', 'studies'],
  code: 'MOD_CELULA',
  settings: (env, config) => ({ mailFrom: accountSettingsFrom(env, config).mailFrom }),
  async sitemap(db, church, limit) {
    return ['/groups', ...(await new GroupsRepository(db).ids(church.id, limit)).map((id) => `/groups/${id}`)];
  },
  seedDemo: seedGroupsDemo,
  routes: ({ database, config, settings }) => {
    const db = database.db;
    return {
      handlers: groupsHandlers({
        db,
        groups: new GroupsRepository(db),
        studies: new StudyRepository(db),
        limiter: new RateLimiter(db),
        siteLinks: new ChurchSiteLinks(new ChurchRepository(db), config.appDomain, config.publicOrigin),
        mailFrom: settings.mailFrom,
      }),
    };
  },
};
