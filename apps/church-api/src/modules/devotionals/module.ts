import { seedContentNotification } from '@church/api-modules/notifications';
import type { ServerModule } from '@church/api-platform/server-module';
import { seedDevotionalsDemo } from './demo/seed-devotionals-demo';
import { todaysDevotionalNotification } from './demo/todays-devotional-notification';
import { devotionalHandlers } from './devotional-handlers';
import { DevotionalRepository } from './devotional-repository';

/** Daily devotionals (MOD_DEVOCIONAL). Contract: openapi/modules/devotionals.yaml. */
export const devotionalsModule: ServerModule = {
  name: 'devotionals',
  dependsOn: ['church', 'notifications'],
  code: 'MOD_DEVOCIONAL',
  sitemap: async (db, church, limit) => [
    '/devotionals',
    ...(await new DevotionalRepository(db).publishedIds(church.id, limit)).map((id) => `/devotionals/${id}`),
  ],
  async seedDemo(db) {
    await seedDevotionalsDemo(db);
    await seedContentNotification(db, todaysDevotionalNotification);
  },
  routes: ({ database }) => ({ handlers: devotionalHandlers(new DevotionalRepository(database.db)) }),
};
