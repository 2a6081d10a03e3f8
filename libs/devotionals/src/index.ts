export { devotionalPaths } from './paths';
