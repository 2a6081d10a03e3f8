export { biblePaths } from './paths';
export type { BibleLocation } from './paths';
