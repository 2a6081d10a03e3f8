import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-prayer';
import { pageFromSearch, parseId } from '@church/routing';
import { getPrayerRequestQueryOptions } from './api/get-prayer-request';
import { getPrayerWallQueryOptions } from './api/get-prayer-wall';
import { HOME_SECTION_SIZE } from './api/prayer-keys';

/** What the wall, a request on it and the home's section need from the API, for the server to render them (as a visitor reads them). */
export const prayerWallPageData = pageData(({ searchParams, clients, church }) => [
  getPrayerWallQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const prayerRequestPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.prayerId);
  return id === null ? [] : [getPrayerRequestQueryOptions(moduleApi<paths>(clients), church.slug, id, 0)];
});

export const prayerHomePageData = pageData(({ clients, church }) => [getPrayerWallQueryOptions(moduleApi<paths>(clients), church.slug, 1, HOME_SECTION_SIZE)]);
