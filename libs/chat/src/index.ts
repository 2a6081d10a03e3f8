export { chatPaths } from './paths';
