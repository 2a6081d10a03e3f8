export { ministryPaths } from './paths';
