import { routePath } from '@church/routing';

/** The news' addresses; `detail.href(id)` is what a NOTICIA notification opens. */
export const newsPaths = {
  list: routePath('/news'),
  detail: routePath('/news/:newsId', (id: number | string) => `/news/${encodeURIComponent(String(id))}`),
};
