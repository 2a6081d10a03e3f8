// The live module's public face: what the app and the modules that declare 'live' in dependsOn may import.
// Everything else in this folder is its own.
export { liveModule } from './module';
