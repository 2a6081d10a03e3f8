import { routePath } from '@church/routing';

export const publicationPaths = {
  types: routePath('/publication-types'),
  /** The publications, of one type when `type` (a type's slug) is given. */
  list: routePath('/publications', (type?: string | null) => (type ? `/publications?type=${encodeURIComponent(type)}` : '/publications')),
  detail: routePath('/publications/:publicationSlug', (slug: string) => `/publications/${encodeURIComponent(slug)}`),
};
