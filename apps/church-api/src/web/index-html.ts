import type { TenantBootstrap } from '@church/contracts-bff';
import type { SupportedLocale } from '@church/i18n/locale';
import { churchThemeCss } from '@church/theme';
import { escapeHtml, inlineJson } from './page-head';

export { inlineJson } from './page-head';

export const BOOTSTRAP_ELEMENT_ID = 'church-bootstrap';
export const PAGE_STATE_ELEMENT_ID = 'church-page-state';

/** One church page: its head (page-head.ts), and, when the server rendered it, its body and data. */
export interface PageDocument {
  bootstrap: TenantBootstrap;
  locale: SupportedLocale;
  head: string[];
  /** The HTML of #root, rendered on the server; without it the browser renders the page. */
  body?: string;
  /** The queries the server fetched for the page, which the browser hydrates with. */
  pageState?: unknown;
  /** With a body: the script that starts the app once the page is painted (start-after-paint.ts), in place of the build's. */
  startScript?: string;
}

/**
 * The church-web index.html made into one church page: its language, head, colours and bootstrap (so
 * the first themed paint needs no API call), and the page itself when the server rendered it.
 */
export function renderIndexHtml(template: string, page: PageDocument): string {
  const primary = page.bootstrap.igrejaVisual?.corApp;
  const head = [
    ...page.head,
    primary ? `<meta name="theme-color" content="${escapeHtml(primary)}">` : '',
    `<style id="church-theme">${churchThemeCss(primary)}</style>`,
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${inlineJson(page.bootstrap)}</script>`,
    page.pageState ? `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${inlineJson(page.pageState)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Every replacement is a function: a string replacement reads `$'`, `$&`, `$1`, `$$` … in the text it
  // puts in (a church's name, a prayer request in the page state) as patterns, and the page breaks.
  let html = template
    .replace(/<html[^>]*>/, () => `<html lang="${page.locale}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, () => '')
    .replace(/<meta name="theme-color"[^>]*>\s*/, () => '')
    .replace('</head>', () => `    ${head}\n  </head>`);
  if (page.body !== undefined) {
    // A rendered page reads without JavaScript: the notice that it needs it goes, and its scripts are
    // asked for after it (once painted, with a start script), so that its styles and images come first.
    const scripts: string[] = [];
    html = html
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, () => '')
      .replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, (_tag, tag: string) => {
        scripts.push(tag);
        return '';
      })
      .replace('<div id="root"></div>', () => `<div id="root" data-server-rendered>${page.body}</div>`);
    const start = page.startScript ? [`<script src="${escapeHtml(page.startScript)}" defer></script>`] : scripts;
    html = html.replace('</body>', () => `  ${start.join('\n    ')}\n  </body>`);
  }
  return html;
}
