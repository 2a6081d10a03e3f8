import { safeSitePath } from '@church/routing';

/** The path to go to after signing in: a path of this site (never the access screen itself), else home. */
export function safeRedirectPath(redirectTo: string | null | undefined, origin: string, depth = 0): string {
  const path = safeSitePath(redirectTo, origin, '/');
  if (!path.startsWith('/access')) return path;
  // The access screen's own address (the header's "Sign in" followed on the access screen): where that
  // one was going, never the access screen itself.
  const inner = new URL(path, origin).searchParams.get('redirectTo');
  return inner && depth < 3 ? safeRedirectPath(inner, origin, depth + 1) : '/';
}
