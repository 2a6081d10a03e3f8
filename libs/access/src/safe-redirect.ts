import { safeSitePath } from '@church/routing';

/** The path to go to after signing in: a path of this site (never the access screen itself), else home. */
export function safeRedirectPath(redirectTo: string | null | undefined, origin: string): string {
  const path = safeSitePath(redirectTo, origin, '/');
  return path.startsWith('/access') ? '/' : path;
}
