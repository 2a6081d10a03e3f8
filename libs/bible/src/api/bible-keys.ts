/** Query keys of the Bible module, one factory so that every query agrees. */
export const bibleKeys = {
  all: ['bible'] as const,
  versions: () => [...bibleKeys.all, 'versions'] as const,
  chapter: (version: string, book: string, chapter: number) => [...bibleKeys.all, 'chapter', version, book, chapter] as const,
  search: (version: string, q: string, page: number) => [...bibleKeys.all, 'search', version, q, page] as const,
};

/** Verses a page of search results shows. */
export const BIBLE_SEARCH_PAGE_SIZE = 20;

/**
 * Sent with the reads worth having offline (the translations, the chapters): the site's service worker
 * keeps their answers and gives them back when the network is gone, so a chapter read once opens offline.
 */
export const KEEP_OFFLINE = { 'X-Offline-Cache': 'keep' } as const;
