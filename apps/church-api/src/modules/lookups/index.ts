// The lookups module's public face: what the app and the modules that declare 'lookups' in dependsOn may import.
// Everything else in this folder is its own.
export { lookupsModule } from './module';
