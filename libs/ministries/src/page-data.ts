import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-ministries';
import { pageFromSearch, parseId } from '@church/routing';
import { getMinistriesQueryOptions } from './api/get-ministries';
import { getMinistryQueryOptions } from './api/get-ministry';
import { getMinistryProjectQueryOptions } from './api/get-ministry-project';

/** What the ministries' pages need from the API, for the server to render them. */
export const ministriesPageData = pageData(({ searchParams, clients, church }) => [
  getMinistriesQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const ministryPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.ministryId);
  return id === null ? [] : [getMinistryQueryOptions(moduleApi<paths>(clients), church.slug, id)];
});

export const projectPageData = pageData(({ params, clients, church }) => {
  const ministryId = parseId(params.ministryId);
  const projectId = parseId(params.projectId);
  if (ministryId === null || projectId === null) return [];
  return [getMinistryProjectQueryOptions(moduleApi<paths>(clients), church.slug, ministryId, projectId)];
});
