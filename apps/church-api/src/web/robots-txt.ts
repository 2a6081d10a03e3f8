/**
 * The app's own areas that are not public pages: embeds and third-party screens (§2), the development
 * mailbox and the admin redirect. The modules add theirs (`privateAreas` of each descriptor: the member
 * areas, the access screens, checkout, the forms that need login). An area is written with its trailing
 * slash where its bare prefix would also block a public page (`/dev` would block `/devotionals`).
 */
const APP_PRIVATE_AREAS = ['/third-parts', '/embed', '/dev/', '/admin'];

/** Every private area, the modules' and the app's, once each, in a stable order. */
export function privateAreas(modules: readonly { privateAreas?: readonly string[] }[]): string[] {
  return [...new Set([...modules.flatMap((module) => module.privateAreas ?? []), ...APP_PRIVATE_AREAS])];
}

/** A church's robots.txt: its public pages allowed, its private areas not, and where its sitemap is; a closed church's, nothing. */
export function robotsTxt(site: { open: true; sitemapUrl: string; privateAreas: readonly string[] } | { open: false }): string {
  if (!site.open) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', ...site.privateAreas.map((area) => `Disallow: ${area}`), '', `Sitemap: ${site.sitemapUrl}`, ''].join('\n');
}
