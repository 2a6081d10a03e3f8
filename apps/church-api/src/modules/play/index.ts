// The play module's public face: what the app and the modules that declare 'play' in dependsOn may import.
// Everything else in this folder is its own.
export { playModule } from './module';
