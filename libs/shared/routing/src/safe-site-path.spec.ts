import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeSitePath } from './safe-site-path';

const origin = 'http://grace.localhost:3000';
const FALLBACK = '/fallback';

/**
 * Known open-redirect payloads (after the query value is read, i.e. decoded once), from the usual
 * lists: protocol-relative and backslash hosts, dot segments that leave `//` behind, encoded slashes,
 * backslashes and dots, invisible characters browsers drop, other schemes.
 */
/* eslint-disable no-script-url -- javascript: URLs are exactly what must be refused */
const PAYLOADS = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/x/..//evil.example',
  '/x/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e/%2fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  '/.%2F/evil.example',
  '/.%5C/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%252525252F%252525252Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%00/evil.example',
  '/%20/evil.example',
  '/%E3%80%80/evil.example',
  '/ /evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\t\\evil.example',
  ' //evil.example',
  '\t//evil.example',
  '\n/evil.example',
  '%2f%2fevil.example',
  '%2F%2Fevil.example',
  '%5C%5Cevil.example',
  'https://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'HTTPS://evil.example',
  '//evil.example@grace.localhost:3000',
  '/\\evil.example@grace.localhost:3000',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'user/account',
  './/evil.example',
  '../evil.example',
  '',
  '/%',
  '/%E0%A4%A',
];
/* eslint-enable no-script-url */

/** What a link or a navigation with `path` would open, resolved against the site as a browser does. */
const opened = (path: string) => new URL(path, origin);

/** The checks every answer passes: a path of this site that does not begin with `//` or `/\`. */
function expectSameSitePath(path: string, asked: string) {
  expect(path.startsWith('/'), `${JSON.stringify(asked)} gave ${JSON.stringify(path)}`).toBe(true);
  expect(/^\/[/\\]/.test(path), `${JSON.stringify(asked)} gave ${JSON.stringify(path)}`).toBe(false);
  expect(opened(path).origin, `${JSON.stringify(asked)} gave ${JSON.stringify(path)}`).toBe(origin);
  expect(opened(path).pathname.startsWith('//')).toBe(false);
}

describe('safeSitePath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeSitePath('/user/account', origin)).toBe('/user/account');
    expect(safeSitePath('/event/3/tickets?x=1#top', origin)).toBe('/event/3/tickets?x=1#top');
    expect(safeSitePath('/prayer?redirectTo=//evil.example', origin)).toBe('/prayer?redirectTo=//evil.example');
    expect(safeSitePath('/bible/search?q=love%20one%20another', origin)).toBe('/bible/search?q=love%20one%20another');
    expect(safeSitePath('/news/a%20b', origin)).toBe('/news/a%20b');
    expect(safeSitePath('/@grace', origin)).toBe('/@grace');
  });

  it('normalises what a browser would: dot segments that stay on the site', () => {
    expect(safeSitePath('/prayer/./new', origin)).toBe('/prayer/new');
    expect(safeSitePath('/prayer/x/../new', origin)).toBe('/prayer/new');
    expect(safeSitePath('/../prayer', origin)).toBe('/prayer');
    expect(safeSitePath('/%2e%2e/prayer', origin)).toBe('/prayer');
  });

  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))('refuses %s', (_name, payload) => {
    expect(safeSitePath(payload, origin, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses nothing given and falls back to home by default', () => {
    expect(safeSitePath(null, origin)).toBe('/');
    expect(safeSitePath(undefined, origin)).toBe('/');
    expect(safeSitePath('//evil.example', origin)).toBe('/');
  });

  it('answers, for anything made of the pieces of such payloads, only a path that stays on the site, even decoded again', () => {
    const piece = fc.constantFrom('/', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%25', '%09', '%0a', '%00', '%20', '\t', '\n', ' ', '@', ':', '?', '#', 'evil.example', 'https:', 'x');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), (pieces) => {
        const asked = pieces.join('');
        const path = safeSitePath(asked, origin, FALLBACK);
        expectSameSitePath(path, asked);
        // Whatever decodes it once or twice more (a second `redirectTo`, a server) is not led away either.
        let again = path;
        for (let round = 0; round < 2; round += 1) {
          try {
            again = decodeURIComponent(again).replace(/[\p{Cc}\s]/gu, '');
          } catch {
            break;
          }
          expect(opened(again).origin, `${JSON.stringify(asked)} gave ${JSON.stringify(path)}, decoded ${JSON.stringify(again)}`).toBe(origin);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
