export { schedulePaths } from './paths';
