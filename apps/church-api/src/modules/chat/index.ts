// The chat module's public face: what the app and the modules that declare 'chat' in dependsOn may import.
// Everything else in this folder is its own.
export { chatModule } from './module';
