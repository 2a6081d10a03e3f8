export { bibleHref, embedReadingPlansPaths, readingPlansPaths } from './paths';
