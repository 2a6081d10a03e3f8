import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-groups';
import { parseId } from '@church/routing';
import { getGroupQueryOptions } from './api/get-group';
import { getGroupsQueryOptions } from './api/get-groups';

/** What the public group pages need from the API, for the server to render them (as a visitor sees them). */
export const groupsListPageData = pageData(({ clients, church }) => [getGroupsQueryOptions(moduleApi<paths>(clients), church.slug)]);

export const groupPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.celulaId);
  return id === null ? [] : [getGroupQueryOptions(moduleApi<paths>(clients), church.slug, id)];
});
