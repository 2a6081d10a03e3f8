// The giving module's public face: what the app and the modules that declare 'giving' in dependsOn may import.
// Everything else in this folder is its own.
export { givingModule } from './module';
