import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-news';
import { pageFromSearch, parseId } from '@church/routing';
import { getNewsItemQueryOptions } from './api/get-news-item';
import { getNewsListQueryOptions } from './api/get-news-list';

/** What the news pages need from the API, for the server to render them. */
export const newsListPageData = pageData(({ searchParams, clients, church }) => [
  getNewsListQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const newsItemPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.newsId);
  return id === null ? [] : [getNewsItemQueryOptions(moduleApi<paths>(clients), church.slug, id)];
});
