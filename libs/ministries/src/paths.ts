import { routePath } from '@church/routing';

/** The ministries' addresses, with each ministry's projects under it. */
export const ministryPaths = {
  list: routePath('/ministries'),
  detail: routePath('/ministries/:ministryId', (id: number) => `/ministries/${id}`),
  project: routePath(
    '/ministries/:ministryId/projects/:projectId',
    (ministryId: number, projectId: number) => `/ministries/${ministryId}/projects/${projectId}`,
  ),
};
