import type { TenantBootstrap } from '@church/contracts-bff';
import { churchLocale } from '@church/i18n/locale';
import { metaDescription } from '@church/page-meta/description';
import { churchThemeVariables } from '@church/theme';

/** An icon of the web app manifest (W3C Web Application Manifest, `icons`). */
export interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
}

/** One of the church's own apps in the stores (`related_applications`). */
export interface RelatedApplication {
  platform: 'itunes' | 'play';
  url: string;
  id?: string;
}

/** The web app manifest of one church's site. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang?: string;
  dir: 'ltr' | 'auto';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  related_applications?: RelatedApplication[];
  prefer_related_applications?: boolean;
}

/** Launchers cut a name longer than about 12 characters under the icon. */
export const SHORT_NAME_LENGTH = 12;

/** The icon every church's site has (apps/church-web/public/favicon.svg). */
const DEFAULT_ICON: ManifestIcon = { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' };

/** The page's background (`--surface` in the design system's styles): what the splash screen shows. */
const BACKGROUND = '#FFFFFF';

/**
 * Words that say what a church is rather than which one it is, and the small words between them: left
 * out of the short name when the whole name does not fit ("Grace Community Church" is "Grace").
 */
const GENERIC_WORDS = new Set([
  'church',
  'churches',
  'community',
  'fellowship',
  'chapel',
  'congregation',
  'ministries',
  'ministry',
  'evangelical',
  'baptist',
  'igreja',
  'comunidade',
  'congregação',
  'ministério',
  'evangélica',
  'batista',
  'iglesia',
  'comunidad',
  'congregación',
  'ministerio',
  'evangélico',
  'bautista',
  'the',
  'of',
  'in',
  'at',
  'a',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'del',
  'la',
  'el',
  'los',
  'las',
  'em',
  'en',
  'e',
  'y',
  'and',
  '&',
]);

const length = (text: string) => [...text].length;

/** The first words of `words` that fit in the short name together; the first one cut when it alone does not. */
function fitting(words: readonly string[]): string {
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (length(next) > SHORT_NAME_LENGTH) break;
    short = next;
  }
  if (short) return short;
  const first = words[0] ?? '';
  return `${[...first].slice(0, SHORT_NAME_LENGTH - 1).join('')}…`;
}

/**
 * A name that fits under an icon (at most 12 characters): the church's whole name when it fits, else
 * the words that name this church ("Grace Community Church" → "Grace", "Igreja Esperança" →
 * "Esperança"), as many as fit, and as a last resort the first word cut with an ellipsis.
 */
export function shortAppName(name: string): string {
  const whole = name.replace(/\s+/g, ' ').trim();
  if (length(whole) <= SHORT_NAME_LENGTH) return whole;
  const words = whole.split(' ');
  const own = words.filter((word) => !GENERIC_WORDS.has(word.toLocaleLowerCase().replace(/[.,:;]+$/, '')));
  return fitting(own.length ? own : words);
}

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** The church's logo as an icon: its type from its file name, its size from the image's (any for an SVG). */
function logoIcon(logo: { url: string; largura: number; altura: number }): ManifestIcon {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(logo.url)?.[1]?.toLowerCase();
  const type = extension ? EXTENSION_TYPES[extension] : undefined;
  const sizes = type === 'image/svg+xml' ? 'any' : logo.largura > 0 && logo.altura > 0 ? `${logo.largura}x${logo.altura}` : undefined;
  return { src: logo.url, ...(sizes ? { sizes } : {}), ...(type ? { type } : {}) };
}

/** Google Play's package name from an app's address (`…/store/apps/details?id=org.example.church`). */
function playPackage(url: string): string | null {
  try {
    return new URL(url).searchParams.get('id');
  } catch {
    return null;
  }
}

/** The church's own apps in the stores, as `related_applications`. */
function relatedApplications(igreja: TenantBootstrap['igreja']): RelatedApplication[] {
  const apps: RelatedApplication[] = [];
  if (igreja.linkAppStore) {
    const id = /\/id(\d+)/.exec(igreja.linkAppStore)?.[1];
    apps.push({ platform: 'itunes', url: igreja.linkAppStore, ...(id ? { id: `id${id}` } : {}) });
  }
  if (igreja.linkGooglePlay) {
    const id = playPackage(igreja.linkGooglePlay);
    apps.push({ platform: 'play', url: igreja.linkGooglePlay, ...(id ? { id } : {}) });
  }
  return apps;
}

/**
 * The manifest a member installs the church's site with: the church's name (and a short one for under
 * the icon), its description and language, its primary colour as the theme colour (as the page's
 * theme-color and `--church-primary` say), its logo as the icon where it has one (else the site's
 * favicon), and its own apps in the stores where it has them, without preferring them to the web app.
 * Addresses are relative to the site, so the same manifest holds on each of the church's host names.
 */
export function webAppManifest(bootstrap: TenantBootstrap): WebAppManifest {
  const { igreja } = bootstrap;
  const name = igreja.nome.replace(/\s+/g, ' ').trim();
  const description = metaDescription(igreja.descricao);
  // A church whose language the site has not: its pages are in each visitor's, so the manifest names none.
  const lang = churchLocale(igreja.idioma);
  const logo = bootstrap.igrejaVisual?.logo;
  const apps = relatedApplications(igreja);
  return {
    id: '/',
    name,
    short_name: shortAppName(name),
    ...(description ? { description } : {}),
    ...(lang ? { lang } : {}),
    dir: lang ? 'ltr' : 'auto',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: churchThemeVariables(bootstrap.igrejaVisual?.corApp)['--church-primary'] ?? '',
    background_color: BACKGROUND,
    icons: [logo?.url ? logoIcon(logo) : DEFAULT_ICON],
    ...(apps.length ? { related_applications: apps, prefer_related_applications: false } : {}),
  };
}
