import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** What church staff may write: text formatting, links, lists, headings, images, quotes, tables. */
const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'span',
  'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'code',
];
const URL_ATTRIBUTES = ['href', 'src'];
/** Attributes whose values are not addresses, so the address rule does not apply to them. */
const PLAIN_ATTRIBUTES = ['title', 'alt', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel', 'loading', 'decoding'];

let purifier: Purifier = DOMPurify;
let hooked = false;

/**
 * The sanitiser to use where there is no document (the server renderer): DOMPurify bound to a window
 * of its own (jsdom's), so that a page rendered on the server is sanitised exactly as in the browser.
 */
export function setHtmlPurifier(instance: Purifier): void {
  purifier = instance;
  hooked = false;
}

/**
 * Rich text written by church staff, made safe to render: scripts, event handlers, styles, frames and
 * javascript: links are removed; links open safely; images load lazily.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
    hooked = true;
  }
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...URL_ATTRIBUTES, ...PLAIN_ATTRIBUTES],
    ADD_URI_SAFE_ATTR: PLAIN_ATTRIBUTES,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
