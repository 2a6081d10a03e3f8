import { seedContentNotification } from '@church/api-modules/notifications';
import type { ServerModule } from '@church/api-platform/server-module';
import { seedEbdDemo } from './demo/seed-ebd-demo';
import { sundaySchoolNotification } from './demo/sunday-school-notification';
import { ebdHandlers } from './ebd-handlers';
import { EbdRepository } from './ebd-repository';

/** Sunday-school classes and their lessons (MOD_EBD). Contract: openapi/modules/ebd.yaml. */
export const ebdModule: ServerModule = {
  name: 'ebd',
  dependsOn: ['church', 'notifications'],
  code: 'MOD_EBD',
  sitemap: async (db, church, limit) => [
    '/ebds',
    ...(await new EbdRepository(db).publishedSlugs(church.id, limit)).map((slug) => `/ebds/${encodeURIComponent(slug)}`),
  ],
  async seedDemo(db) {
    await seedEbdDemo(db);
    await seedContentNotification(db, sundaySchoolNotification);
  },
  routes: ({ database }) => ({ handlers: ebdHandlers(new EbdRepository(database.db)) }),
};
