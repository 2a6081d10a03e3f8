// The notifications module's public face: what the app and the modules that declare 'notifications' in dependsOn may import.
// Everything else in this folder is its own.
export { notificationsModule } from './module';
export { seedContentNotification, type ContentNotificationDemo } from './demo/content-notification-demo';
