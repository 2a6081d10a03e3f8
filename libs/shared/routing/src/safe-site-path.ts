/** Control characters, spaces and the like: browsers drop tabs and newlines inside an address and trim the rest at its ends. */
const INVISIBLE = /[\p{Cc}\p{Z}\u200b-\u200f\ufeff]/gu;

/** The rounds of percent-decoding looked through (`%25252F` is `/` after three); a path encoded deeper is refused. */
const DECODING_ROUNDS = 4;

/** The address resolved against `origin`, or null when it is not one. */
function resolve(target: string, origin: string): URL | null {
  try {
    return new URL(target, origin);
  } catch {
    return null;
  }
}

/** A path whose pathname (normalised by the URL parser: dot segments, `\` as `/`) stays on `origin` and does not begin with `//`. */
function staysOnSite(path: string, origin: string): boolean {
  const url = resolve(path, origin);
  return url !== null && url.origin === origin && !url.pathname.startsWith('//');
}

/** `text` percent-decoded, or null when it is not valid percent-encoding. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A path of this site to go to, from an untrusted query value such as `redirectTo`, else `fallback`.
 *
 * The value must be a path (`/…`: no scheme, no `//host`, no backslash, no control characters or
 * spaces around it); it is normalised as a browser would (dot segments, `%2e`), and refused unless
 * the result is on `origin` with a pathname that does not begin with `//` (`/.//evil.example` is
 * `//evil.example` once normalised). So that nothing that decodes the path again can be led away
 * either, the same holds for it percent-decoded (once and again) with invisible characters dropped
 * (`/%2F%2Fevil.example`, `/%09/evil.example`, `/.%2F/evil.example`). The answer is the normalised
 * path, query and fragment: it never begins with `//` or `/\`, so a link or a navigation with it
 * stays on this site.
 */
export function safeSitePath(target: string | null | undefined, origin: string, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\') || /\p{Cc}/u.test(target)) return fallback;
  const url = resolve(target, origin);
  if (!url || url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  let pathname = url.pathname;
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    const next = decoded(pathname);
    if (next === null) return fallback;
    if (!staysOnSite(next.replace(INVISIBLE, ''), origin)) return fallback;
    if (next === pathname) return path;
    pathname = next;
  }
  // Still encoded after so many rounds: no path of this site is.
  return fallback;
}
