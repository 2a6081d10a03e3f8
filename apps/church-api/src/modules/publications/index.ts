// The publications module's public face: what the app and the modules that declare 'publications' in dependsOn may import.
// Everything else in this folder is its own.
export { publicationsModule } from './module';
