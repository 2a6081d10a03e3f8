export { givingPaths } from './paths';
