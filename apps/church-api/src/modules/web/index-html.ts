import type { TenantBootstrap } from '@church/data-access/schemas';
import { resolveLocale } from '@church/i18n/locale';
import { metaDescription } from '@church/page-meta/description';
import { churchThemeCss } from '@church/ui/theme';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that cannot close the script element it sits in. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const BOOTSTRAP_ELEMENT_ID = 'church-bootstrap';

/**
 * The church-web index.html made into this church's page: its language, title, description and
 * colours in the head, and its bootstrap inlined so the first themed paint needs no API call.
 */
export function renderIndexHtml(template: string, bootstrap: TenantBootstrap, browserLanguage: string): string {
  const { igreja } = bootstrap;
  const locale = resolveLocale({ idioma: igreja.idioma, browserLanguage });
  const primary = bootstrap.igrejaVisual?.corApp;
  const head = [
    `<title>${escapeHtml(igreja.nome)}</title>`,
    `<meta name="description" content="${escapeHtml(metaDescription(igreja.descricao ?? igreja.nome))}">`,
    `<meta property="og:title" content="${escapeHtml(igreja.nome)}">`,
    `<meta property="og:site_name" content="${escapeHtml(igreja.nome)}">`,
    primary ? `<meta name="theme-color" content="${escapeHtml(primary)}">` : '',
    `<style id="church-theme">${churchThemeCss(primary)}</style>`,
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${inlineJson(bootstrap)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<html[^>]*>/, `<html lang="${locale}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}
