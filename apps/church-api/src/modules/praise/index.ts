// The praise module's public face: what the app and the modules that declare 'praise' in dependsOn may import.
// Everything else in this folder is its own.
export { praiseModule } from './module';
