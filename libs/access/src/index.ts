export { accessPaths } from './paths';
