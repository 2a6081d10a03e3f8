import type { TenantBootstrap } from '@church/contracts-bff';
import type { SupportedLocale } from '@church/i18n/locale';
import { metaDescription } from '@church/page-meta/description';

/** What a page says of itself for its head (the screen's `usePageMeta`), the church's when it says nothing. */
export interface PageMetaInput {
  title: string;
  description?: string | null;
  image?: string | null;
  structuredData?: Record<string, unknown>;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that cannot close the script element it sits in. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const OG_LOCALES: Record<SupportedLocale, string> = { en: 'en_US', 'pt-BR': 'pt_BR', es: 'es_ES' };

/** The church's own meta: what its home says, and what any page that says nothing falls back to. */
export function churchMeta(bootstrap: TenantBootstrap): PageMetaInput {
  const { igreja } = bootstrap;
  return { title: igreja.nome, description: igreja.descricao ?? igreja.nome, image: igreja.imagens[0]?.url ?? null };
}

/** schema.org `Church` for the home: who the church is, for search engines and assistants. */
export function churchStructuredData(bootstrap: TenantBootstrap, origin: string): Record<string, unknown> {
  const { igreja } = bootstrap;
  const logo = bootstrap.igrejaVisual?.logo?.url;
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: igreja.nome,
    url: `${origin}/`,
    ...(igreja.descricao ? { description: metaDescription(igreja.descricao) } : {}),
    ...(igreja.imagens.length ? { image: igreja.imagens.map((image) => new URL(image.url, origin).href) } : {}),
    ...(logo ? { logo: new URL(logo, origin).href } : {}),
    ...(igreja.email ? { email: igreja.email } : {}),
    ...(igreja.telefone ? { telephone: igreja.telefone } : {}),
  };
}

export interface PageHeadInput {
  bootstrap: TenantBootstrap;
  meta: PageMetaInput;
  /** The page's own address: `https://grace.example.org/news/12`. */
  canonicalUrl: string;
  origin: string;
  locale: SupportedLocale;
}

/** The Open Graph type: the home is the website, a page with a VideoObject a video, any other an article. */
function openGraphType(meta: PageMetaInput, isHome: boolean): string {
  if (isHome) return 'website';
  return meta.structuredData?.['@type'] === 'VideoObject' ? 'video.other' : 'article';
}

/**
 * The head a shared link is previewed from and a search engine reads: title, description, canonical
 * address, Open Graph (title, description, image, address, locale, site) and the Twitter card; the
 * page's picture, else the church's. Every value is escaped.
 */
export function pageHeadTags({ bootstrap, meta, canonicalUrl, origin, locale }: PageHeadInput): string[] {
  const church = churchMeta(bootstrap);
  const description = metaDescription(meta.description ?? church.description);
  const image = meta.image ?? church.image;
  const imageUrl = image ? new URL(image, origin).href : null;
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    description ? tag('name', 'description', description) : '',
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    tag('property', 'og:type', openGraphType(meta, canonicalUrl === `${origin}/`)),
    tag('property', 'og:title', meta.title),
    description ? tag('property', 'og:description', description) : '',
    imageUrl ? tag('property', 'og:image', imageUrl) : '',
    tag('property', 'og:url', canonicalUrl),
    tag('property', 'og:locale', OG_LOCALES[locale]),
    tag('property', 'og:site_name', bootstrap.igreja.nome),
    tag('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta.structuredData ? `<script type="application/ld+json">${inlineJson(meta.structuredData)}</script>` : '',
  ].filter(Boolean);
}
