import { routePath } from '@church/routing';

/** The chat module's addresses. */
export const chatPaths = {
  list: routePath('/chat'),
};
