/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** A sitemap (sitemaps.org 0.9) of a site's pages, given as site paths, at most SITEMAP_MAX_URLS of them. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.slice(0, SITEMAP_MAX_URLS).map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
