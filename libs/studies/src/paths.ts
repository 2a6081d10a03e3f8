import { routePath } from '@church/routing';

export const studyPaths = {
  list: routePath('/studies'),
  detail: routePath('/studies/:studiesId', (id: number) => `/studies/${id}`),
};
