export { accountPaths } from './paths';
