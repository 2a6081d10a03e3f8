export { devotionalsModule } from './devotionals-module';
export { devotionalPaths } from './paths';
