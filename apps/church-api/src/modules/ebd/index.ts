// The ebd module's public face: what the app and the modules that declare 'ebd' in dependsOn may import.
// Everything else in this folder is its own.
export { ebdModule } from './module';
