export { memberCardPaths } from './paths';
