// The reader and the search, in one chunk: a search result opens the reader.
export { BiblePage } from './reader/bible-page';
export { BibleSearchPage } from './search/bible-search-page';
