export { newsPaths } from './paths';
