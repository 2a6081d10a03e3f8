import { seedContentNotification } from '@church/api-modules/notifications';
import type { ServerModule } from '@church/api-platform/server-module';
import { nextServiceNotification } from './demo/next-service-notification';
import { seedScheduleDemo } from './demo/seed-schedule-demo';
import { scheduleHandlers } from './schedule-handlers';
import { ScheduleRepository } from './schedule-repository';

/** The schedule (MOD_CULTO): services and the events it shows. Contract: openapi/modules/schedule.yaml. */
export const scheduleModule: ServerModule = {
  name: 'schedule',
  dependsOn: ['church', 'notifications'],
  code: 'MOD_CULTO',
  sitemap: async () => ['/schedule'],
  async seedDemo(db) {
    await seedScheduleDemo(db);
    await seedContentNotification(db, nextServiceNotification);
  },
  routes: ({ database }) => ({ handlers: scheduleHandlers(new ScheduleRepository(database.db)) }),
};
