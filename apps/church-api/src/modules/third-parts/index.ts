// The third-parts module's public face: what the app and the modules that declare 'third-parts' in dependsOn may import.
// Everything else in this folder is its own.
export { thirdPartsModule } from './module';
