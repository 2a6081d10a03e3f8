export { videoPaths } from './paths';
