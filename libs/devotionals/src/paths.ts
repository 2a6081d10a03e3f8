import { routePath } from '@church/routing';

/** The devotionals' addresses; `detail.href(id)` is what a DEVOCIONAL notification opens. */
export const devotionalPaths = {
  list: routePath('/devotionals'),
  detail: routePath('/devotionals/:devotionalId', (id: number | string) => `/devotionals/${encodeURIComponent(String(id))}`),
};
