export { accessModule } from './access-module';
export { accessPaths } from './paths';
