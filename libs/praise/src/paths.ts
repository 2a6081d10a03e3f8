import { routePath } from '@church/routing';

/** The praise module's addresses: a song in the EMBED layout (§2 "/embed/praise", queries praiseId and embedColor). */
export const praisePaths = {
  embed: routePath('/embed/praise'),
};
