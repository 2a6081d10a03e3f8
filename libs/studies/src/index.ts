export { studyPaths } from './paths';
