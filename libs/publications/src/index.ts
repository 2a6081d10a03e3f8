export { publicationsModule } from './publications-module';
export { publicationPaths } from './paths';
