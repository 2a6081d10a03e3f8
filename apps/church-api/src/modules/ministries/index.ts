// The ministries module's public face: what the app and the modules that declare 'ministries' in dependsOn may import.
// Everything else in this folder is its own.
export { ministriesModule } from './module';
