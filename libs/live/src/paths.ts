import { routePath } from '@church/routing';

/** The live module's addresses. */
export const livePaths = {
  live: routePath('/live'),
};
