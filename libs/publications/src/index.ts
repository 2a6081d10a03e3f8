export { publicationPaths } from './paths';
