import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-publications';
import { pageFromSearch } from '@church/routing';
import { getPublicationQueryOptions } from './api/get-publication';
import { getPublicationTypesQueryOptions } from './api/get-publication-types';
import { getPublicationsQueryOptions } from './api/get-publications';

/** What the publications' pages need from the API, for the server to render them. */
export const publicationTypesPageData = pageData(({ searchParams, clients, church }) => [
  getPublicationTypesQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams)),
]);

export const publicationsPageData = pageData(({ searchParams, clients, church }) => [
  getPublicationsQueryOptions(moduleApi<paths>(clients), church.slug, searchParams.get('type'), pageFromSearch(searchParams)),
]);

export const publicationPageData = pageData(({ params, clients, church }) =>
  params.publicationSlug ? [getPublicationQueryOptions(moduleApi<paths>(clients), church.slug, params.publicationSlug)] : [],
);
