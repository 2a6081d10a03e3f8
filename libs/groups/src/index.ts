export { groupsPaths } from './paths';
