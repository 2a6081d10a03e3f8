export { ebdModule } from './ebd-module';
export { ebdPaths } from './paths';
