import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-ebd';
import { pageFromSearch } from '@church/routing';
import { getEbdClassQueryOptions } from './api/get-ebd-class';
import { getEbdClassesQueryOptions } from './api/get-ebd-classes';

/** What the Sunday-school pages need from the API, for the server to render them. */
export const ebdClassesPageData = pageData(({ searchParams, clients, church }) => [
  getEbdClassesQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const ebdClassPageData = pageData(({ params, clients, church }) =>
  params.ebdSlug ? [getEbdClassQueryOptions(moduleApi<paths>(clients), church.slug, params.ebdSlug)] : [],
);
