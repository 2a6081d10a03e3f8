export { META_DESCRIPTION_LIMIT, metaDescription } from './meta-description';
export { applyPageMeta, PageMetaCollectorProvider, usePageMeta } from './use-page-meta';
export type { PageMeta } from './use-page-meta';
