/**
 * The path to go to after signing in: only a path of this site (no other host, no protocol-relative
 * `//host`, no backslash tricks), never the access screen itself; otherwise home.
 */
export function safeRedirectPath(redirectTo: string | null | undefined, origin: string): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.includes('\\')) return '/';
  try {
    const url = new URL(redirectTo, origin);
    if (url.origin !== origin || url.pathname.startsWith('/access')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
