// The prayer module's public face: what the app and the modules that declare 'prayer' in dependsOn may import.
// Everything else in this folder is its own.
export { prayerModule } from './module';
