/**
 * The areas of §2 that are not public pages: the member areas (login required), the visitor-only
 * access screens and their old addresses, checkout and the forms that need login, embeds, the
 * development mailbox and the admin redirect. Each is written with its trailing slash too where its bare prefix would also block a public
 * page (`/dev` would block `/devotionals`).
 */
const PRIVATE_AREAS = [
  '/user',
  '/access',
  '/login',
  '/register',
  '/reset-password',
  '/checkout',
  '/prayer/new',
  '/groups/request/',
  '/reading-plans',
  '/third-parts',
  '/embed',
  '/dev/',
  '/admin',
];

/** A church's robots.txt: its public pages allowed, its private areas not, and where its sitemap is; a closed church's, nothing. */
export function robotsTxt(site: { open: true; sitemapUrl: string } | { open: false }): string {
  if (!site.open) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`), '', `Sitemap: ${site.sitemapUrl}`, ''].join('\n');
}
