/** Host names that only ever reach the machine itself. */
const LOOPBACK = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * Where a church's app is opened, from its stored address: an https URL; an http URL only for a
 * loopback host and only when the server runs under a local APP_DOMAIN (development and tests); or a
 * path on the church's own site (`/demo/third-parts/app.html`), resolved against the site's origin.
 * An address with credentials or a fragment (the token goes there) is refused: null.
 */
export function appAddress(stored: string, siteOrigin: string, localDomain: boolean): URL | null {
  let url: URL;
  try {
    if (stored.startsWith('/')) {
      if (stored.startsWith('//') || stored.includes('\\')) return null;
      url = new URL(stored, siteOrigin);
    } else {
      url = new URL(stored);
      if (url.protocol === 'http:' && !(localDomain && LOOPBACK(url.hostname))) return null;
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    }
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash || stored.includes('#')) return null;
  return url;
}

/**
 * Whether a stored address may be opened at all: whether it is one depends on the address alone (a path
 * resolves against any origin of the church's the same way), so this is appAddress without a site.
 */
export function mayBeOpened(stored: string, localDomain: boolean): boolean {
  return appAddress(stored, 'https://church.invalid', localDomain) !== null;
}

/** The address the page opens: the app's, the token in its fragment (never sent to a server, in a Referer or a log). */
export function withTokenFragment(address: URL, token: string): string {
  return `${address.href}#token=${encodeURIComponent(token)}`;
}
