import { EMBED_ACCESS_PATH, routePath } from '@church/routing';

export const accessPaths = {
  access: routePath('/access', (redirectTo?: string) =>
    redirectTo ? `/access?redirectTo=${encodeURIComponent(redirectTo)}` : '/access',
  ),
  /** The same screen in the EMBED layout, where an embedded page sends a person to sign in (accessPathFor). */
  embedAccess: routePath(EMBED_ACCESS_PATH, (redirectTo?: string) =>
    redirectTo ? `${EMBED_ACCESS_PATH}?redirectTo=${encodeURIComponent(redirectTo)}` : EMBED_ACCESS_PATH,
  ),
};
