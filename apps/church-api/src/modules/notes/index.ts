// The notes module's public face: what the app and the modules that declare 'notes' in dependsOn may import.
// Everything else in this folder is its own.
export { notesModule } from './module';
