export { ebdPaths } from './paths';
