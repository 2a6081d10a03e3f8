import { routePath } from '@church/routing';

export const podcastPaths = {
  episodes: routePath('/podcast'),
};
