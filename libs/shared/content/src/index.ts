export { contentCatalog } from './catalog';
export { ContentNotFound } from './content-not-found';
export type { ContentNotFoundProps } from './content-not-found';
