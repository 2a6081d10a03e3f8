// The church module's public face: what the app and the modules that declare 'church' in dependsOn may import.
// Everything else in this folder is its own.
export { churchModule } from './module';
export { demoImage } from './demo/demo-images';
export { demoChurchesToSeed, seedEachDemoChurch, type DemoChurchToSeed } from './demo/each-demo-church';
export { seedDemoLegalEntities } from './demo/seed-churches';
