/**
 * A path of this site to go to, from an untrusted query value such as `redirectTo`: only a path
 * (no other host, no protocol-relative `//host`, no backslash tricks), else `fallback`.
 */
export function safeSitePath(target: string | null | undefined, origin: string, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
