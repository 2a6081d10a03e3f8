import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-devotionals';
import { pageFromSearch, parseId } from '@church/routing';
import { getDevotionalQueryOptions } from './api/get-devotional';
import { getDevotionalsQueryOptions } from './api/get-devotionals';

/** What the devotionals' pages need from the API, for the server to render them. */
export const devotionalsPageData = pageData(({ searchParams, clients, church }) => [
  getDevotionalsQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const devotionalPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.devotionalId);
  return id === null ? [] : [getDevotionalQueryOptions(moduleApi<paths>(clients), church.slug, id)];
});
