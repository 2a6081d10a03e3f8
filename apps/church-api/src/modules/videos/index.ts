// The videos module's public face: what the app and the modules that declare 'videos' in dependsOn may import.
// Everything else in this folder is its own.
export { videosModule } from './module';
