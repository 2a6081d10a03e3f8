// The news module's public face: what the app and the modules that declare 'news' in dependsOn may import.
// Everything else in this folder is its own.
export { newsModule } from './module';
