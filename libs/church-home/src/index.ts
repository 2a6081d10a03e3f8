export { churchHomePaths } from './paths';
