// The podcasts module's public face: what the app and the modules that declare 'podcasts' in dependsOn may import.
// Everything else in this folder is its own.
export { podcastsModule } from './module';
