import { routePath } from '@church/routing';

/** A place in the Bible as the address holds it: `/bible?version=web&book=John&chapter=3&verse=16`. */
export interface BibleLocation {
  version?: string;
  book: string;
  chapter: number;
  verse?: number;
}

function readerHref(location?: BibleLocation): string {
  if (!location) return '/bible';
  const search = new URLSearchParams();
  if (location.version) search.set('version', location.version);
  search.set('book', location.book);
  search.set('chapter', String(location.chapter));
  if (location.verse) search.set('verse', String(location.verse));
  return `/bible?${search.toString()}`;
}

function searchHref(version: string, q?: string, page = 1): string {
  const search = new URLSearchParams({ version });
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  return `/bible/search?${search.toString()}`;
}

/** The Bible's addresses: the reader at a passage, and the search of a translation. */
export const biblePaths = {
  reader: routePath('/bible', readerHref),
  search: routePath('/bible/search', searchHref),
};
