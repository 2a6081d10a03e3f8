// The groups module's public face: what the app and the modules that declare 'groups' in dependsOn may import.
// Everything else in this folder is its own.
export { groupsModule } from './module';
