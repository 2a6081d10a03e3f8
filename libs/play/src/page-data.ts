import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-play';
import { pageFromSearch, parseId } from '@church/routing';
import { getContentQueryOptions, getContentsQueryOptions, getHomeTagsQueryOptions, getPlanConfigQueryOptions, getPlansQueryOptions } from './api/play-api';
import { ROW_SIZE, SEARCH_PAGE_SIZE } from './api/play-keys';
import { searchTerms } from './search/search-terms';

/** The area's home as a visitor sees it: its title, the featured row and the rows' tags (each row's contents load as it scrolls into view). */
export const playHomePageData = pageData(({ clients, church }) => {
  const api = moduleApi<paths>(clients);
  return [getPlanConfigQueryOptions(api, church.slug), getContentsQueryOptions(api, church.id, { destaque: true }, 1, ROW_SIZE), getHomeTagsQueryOptions(api, church.slug)];
});

export const playPlansPageData = pageData(({ clients, church }) => [getPlansQueryOptions(moduleApi<paths>(clients), church.slug)]);

/** A video's or a collection's page, with its link preview (title, description, picture). */
export const playContentPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.id);
  return id ? [getContentQueryOptions(moduleApi<paths>(clients), church.id, id)] : [];
});

/** A search's first results, when the address has words to find. */
export const playSearchPageData = pageData(({ searchParams, clients, church }) => {
  const busca = searchTerms(searchParams.get('q') ?? '');
  return busca ? [getContentsQueryOptions(moduleApi<paths>(clients), church.id, { busca }, pageFromSearch(searchParams), SEARCH_PAGE_SIZE)] : [];
});
