import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-bible';
import { pageFromSearch } from '@church/routing';
import { getBibleChapterQueryOptions } from './api/get-bible-chapter';
import { getBibleVersionsQueryOptions } from './api/get-bible-versions';
import { getBibleSearchQueryOptions } from './api/search-bible';
import { readerPlace } from './reader/passage';

/** What the reader needs to be rendered on the server: the translations and the chapter of the address. */
export const readerPageData = pageData(({ searchParams, clients, church }) => {
  const api = moduleApi<paths>(clients);
  const place = readerPlace(searchParams, church.idioma);
  return [getBibleVersionsQueryOptions(api), ...(place.chapter === null ? [] : [getBibleChapterQueryOptions(api, place.version, place.book, place.chapter)])];
});

/** The search page: the translations and the page of results of the address's query. */
export const searchPageData = pageData(({ searchParams, clients, church }) => {
  const api = moduleApi<paths>(clients);
  const { version } = readerPlace(searchParams, church.idioma);
  const q = searchParams.get('q')?.trim() ?? '';
  return [getBibleVersionsQueryOptions(api), ...(q ? [getBibleSearchQueryOptions(api, version, q, pageFromSearch(searchParams))] : [])];
});
