import type { ServerModule } from '@church/api-platform/server-module';
import { seedNotificationsDemo } from './demo/seed-notifications-demo';
import { notificationHandlers } from './notification-handlers';
import { NotificationRepository } from './notification-repository';

/**
 * A church's notifications to its members. Other modules send theirs through the Notifier; members
 * read them with `GET /igreja/{id}/notificacao/`. Contract: openapi/modules/notifications.yaml.
 */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  dependsOn: ['church', 'account'],
  seedDemo: seedNotificationsDemo,
  routes: ({ database }) => ({ handlers: notificationHandlers(new NotificationRepository(database.db)) }),
};
