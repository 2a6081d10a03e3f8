// The studies module's public face: what the app and the modules that declare 'studies' in dependsOn may import.
// Everything else in this folder is its own.
export { studiesModule } from './module';
export { estudo } from './schema';
export { StudyRepository } from './study-repository';
