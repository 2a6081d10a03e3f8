// The reading-plans module's public face: what the app and the modules that declare 'reading-plans' in dependsOn may import.
// Everything else in this folder is its own.
export { readingPlansModule } from './module';
