// The schedule module's public face: what the app and the modules that declare 'schedule' in dependsOn may import.
// Everything else in this folder is its own.
export { scheduleModule } from './module';
export { culto, evento } from './schema';
