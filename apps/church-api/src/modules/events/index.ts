// The events module's public face: what the app and the modules that declare 'events' in dependsOn may import.
// Everything else in this folder is its own.
export { eventsModule } from './module';
