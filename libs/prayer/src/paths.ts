import { routePath } from '@church/routing';

const withRedirect = (path: string, redirectTo?: string) => (redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path);

/** The prayer wall's addresses (§2). */
export const prayerPaths = {
  wall: routePath('/prayer'),
  /** §2: login required; `redirectTo` is where "Continue" leads once the request is sent. */
  newRequest: routePath('/prayer/new', (redirectTo?: string) => withRedirect('/prayer/new', redirectTo)),
  newSuccess: routePath('/prayer/new/success', (redirectTo?: string) => withRedirect('/prayer/new/success', redirectTo)),
  detail: routePath('/prayer/:prayerId', (id: number | string) => `/prayer/${encodeURIComponent(String(id))}`),
  delete: routePath('/prayer/:prayerId/delete', (id: number | string) => `/prayer/${encodeURIComponent(String(id))}/delete`),
  deleteSuccess: routePath('/prayer/delete/success'),
  mine: routePath('/user/prayer'),
  mineDetail: routePath('/user/prayer/:prayerId', (id: number | string) => `/user/prayer/${encodeURIComponent(String(id))}`),
};
