// The devotionals module's public face: what the app and the modules that declare 'devotionals' in dependsOn may import.
// Everything else in this folder is its own.
export { devotionalsModule } from './module';
