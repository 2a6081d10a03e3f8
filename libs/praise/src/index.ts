export { praisePaths } from './paths';
