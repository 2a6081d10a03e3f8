import { routePath } from '@church/routing';

/** The Sunday-school classes' addresses; `detail.href(slug)` is what an EBD notification opens. */
export const ebdPaths = {
  list: routePath('/ebds'),
  detail: routePath('/ebds/:ebdSlug', (slug: string) => `/ebds/${encodeURIComponent(slug)}`),
};
