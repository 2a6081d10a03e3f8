import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { churchApi } from '../support/api-calls';
import { CHURCH_TIME_ZONES, churchUrl } from '../support/church-site';
import { expect, test, waitingForHydration } from '../support/test';

/**
 * Issue 28, item 12: a page rendered by the server (in UTC here, as in CI) and hydrated by a browser in
 * another zone says the same, dates and times included: each is shown in the church's zone. Every public
 * page of the three active demo churches, and no page error (React's hydration errors, #418 and its kin,
 * are page errors) nor a console error about hydration.
 *
 * One zone: Tokyo's, 9 hours from the server's and 10 to 14 from each church's, without summer time, so
 * that a time or a date taken from the browser's zone instead of the church's differs from the server's
 * on every page, at any hour of the run. The rest of the suite reads each church in its own zone (the
 * browser as a member's would be: support/test.ts), where the same mistake could not show.
 */
const CHURCHES = ['grace', 'esperanca', 'vida'] as const;
const ZONE = 'Asia/Tokyo';

/** Public pages the sitemap does not list (forms anyone may open). */
const UNLISTED = ['/give', '/access'];

/**
 * The church's public pages, one of each kind: the addresses its sitemap lists (what the server's modules
 * say is public), the first of each route (`/news/14` for `/news/*`, `/ministries/8/projects/10` for
 * `/ministries/*\/projects/*`), and the public forms. The list pages show every item's date; one detail
 * page of each kind is enough to try its own.
 */
async function publicPages(request: APIRequestContext, code: string): Promise<string[]> {
  const sitemap = await churchApi(request, code).get('/sitemap.xml');
  expect(sitemap.status(), `the sitemap of ${code}`).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const kinds = new Map<string, string>();
  for (const path of [...paths, ...UNLISTED]) {
    const kind = path
      .split('/')
      .map((segment, index) => (index >= 2 && index % 2 === 0 ? '*' : segment))
      .join('/');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

/** What a page reports that means the server's HTML and the browser's first render differed, or broke. */
function watchForErrors(page: Page, zone: string): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${zone} ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[3-5]/i.test(message.text())) errors.push(`${zone} ${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** Opens each page in a browser in the zone, one after the other in one tab; what went wrong, by page. */
async function openEveryPage(browser: Browser, code: string, zone: string, paths: string[]): Promise<string[]> {
  const context = await browser.newContext({ timezoneId: zone });
  // Images and media play no part in the text: not fetched, the pages come sooner.
  await context.route(/\.(png|jpe?g|webp|gif|svg|mp3|mp4)(\?|$)/, (route) => route.abort());
  const page = waitingForHydration(await context.newPage());
  const errors = watchForErrors(page, zone);
  try {
    for (const path of paths) {
      const url = churchUrl(code, path);
      // The page's own scripts are what matter: its HTML parsed, then hydrated (support/test.ts).
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      const status = response?.status() ?? 0;
      if (status >= 400) errors.push(`${zone} ${path}: answered ${status}`);
    }
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (browserZone !== zone) errors.push(`the browser read in ${browserZone}, not ${zone}`);
  } finally {
    await context.close();
  }
  return errors;
}

test.describe('dates are the same on the server and in the browser, whatever its time zone', () => {
  test('the server says the time zone each church lives in, as the browser suite reads it', async ({ request }) => {
    for (const code of [...CHURCHES, 'fechada']) {
      const answer = await churchApi(request, code).get(`/api/v1/igreja/codigo/${code}`);
      expect(((await answer.json()) as { igreja: { fusoHorario: string } }).igreja.fusoHorario, code).toBe(CHURCH_TIME_ZONES[code]);
    }
  });

  for (const code of CHURCHES) {
    test(`every public page of ${code} hydrates without an error in ${ZONE}`, async ({ browser, request }) => {
      const paths = await publicPages(request, code);
      expect(paths.length, 'public pages of the church').toBeGreaterThan(10);
      // A server render and a hydration: about a second a page on the 2-core machine beside the other
      // worker, two with a type check running too (2026-11-28); 4 s a page on top of the suite's budget.
      test.setTimeout(test.info().timeout + paths.length * 4_000);
      expect(await openEveryPage(browser, code, ZONE, paths)).toEqual([]);
    });
  }
});
