export { eventsPaths } from './paths';
