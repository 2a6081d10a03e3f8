export { livePaths } from './paths';
