import { routePath } from '@church/routing';

/**
 * The praise module's addresses: a song in the EMBED layout (§2 "/embed/praise", queries praiseId and
 * embedColor), and a song on a page of its own (where a service's songs on the schedule lead).
 */
export const praisePaths = {
  embed: routePath('/embed/praise'),
  song: routePath('/praise/:praiseId', (id: number) => `/praise/${id}`),
};
