// The member-card module's public face: what the app and the modules that declare 'member-card' in dependsOn may import.
// Everything else in this folder is its own.
export { memberCardModule } from './module';
