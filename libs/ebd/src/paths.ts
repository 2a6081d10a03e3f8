import { routePath } from '@church/routing';

/**
 * The Sunday-school classes' addresses. `detail.href(slug)` for links; an EBD notification, which
 * names the class by id, opens `detail.href(id)` (the server finds a class by either).
 */
export const ebdPaths = {
  list: routePath('/ebds'),
  detail: routePath('/ebds/:ebdSlug', (slugOrId: string | number) => `/ebds/${encodeURIComponent(String(slugOrId))}`),
};
