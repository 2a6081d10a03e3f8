import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-studies';
import { pageFromSearch, parseId } from '@church/routing';
import { getStudiesQueryOptions } from './api/get-studies';
import { getStudyQueryOptions } from './api/get-study';
import { getStudyConfigurationQueryOptions } from './api/get-study-configuration';

// A church whose studies are for members answers the lists with 403 to a visitor: the server renders
// the "sign in" state from the configuration, and only what it could read travels with the page.

/** What the studies' pages need from the API, for the server to render them. */
export const studiesPageData = pageData(({ searchParams, clients, church }) => [
  getStudyConfigurationQueryOptions(moduleApi<paths>(clients), church.slug),
  getStudiesQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const studyPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.studiesId);
  const configuration = getStudyConfigurationQueryOptions(moduleApi<paths>(clients), church.slug);
  return id === null ? [configuration] : [configuration, getStudyQueryOptions(moduleApi<paths>(clients), church.slug, id)];
});
