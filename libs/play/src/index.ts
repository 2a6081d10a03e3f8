export { playPaths } from './paths';
