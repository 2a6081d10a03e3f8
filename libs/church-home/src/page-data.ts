import { getCongregationsQueryOptions, getOrganizationClientsQueryOptions, pageData } from '@church/data-access';

/** What "about us" and the church list need from the API, for the server to render them. */
export const aboutPageData = pageData(({ clients, church }) => [getCongregationsQueryOptions(clients.api, church.id)]);

/** The organization's churches by name (nearest first comes once the browser shares its location). */
export const churchesPageData = pageData(({ clients, church }) => [getOrganizationClientsQueryOptions(clients.api, church.slugOrganizacao, null)]);
