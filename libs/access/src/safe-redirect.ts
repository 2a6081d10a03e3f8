import { safeSitePath } from '@church/routing';

/** The path to go to after signing in: a path of this site (never the access screen itself), else home. */
export function safeRedirectPath(redirectTo: string | null | undefined, origin: string): string {
  let path = safeSitePath(redirectTo, origin, '/');
  // The access screen's own address (the header's "Sign in" followed on the access screen): where that
  // one was going, at most three deep, never the access screen itself.
  for (let depth = 0; path.startsWith('/access'); depth += 1) {
    const inner = new URL(path, origin).searchParams.get('redirectTo');
    if (!inner || depth >= 3) return '/';
    path = safeSitePath(inner, origin, '/');
  }
  return path;
}
