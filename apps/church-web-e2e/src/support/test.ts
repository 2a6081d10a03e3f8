import { test as base, type CDPSession, type Page } from '@playwright/test';
import { CHURCH_TIME_ZONES, churchOfUrl } from './church-site';

export { expect } from '@playwright/test';

/**
 * Playwright's test, whose `page.goto` returns once the church page is interactive, and whose page
 * reads each demo church's site in the church's own time zone (a test may pin one with `timezoneId`).
 * A page arrives rendered from the server and is hydrated a moment later; a click before that (on a
 * button, which has no address to follow) would be lost, as it would for a person on a slow phone, and a
 * test would fail or pass by the machine's speed. Pages without the app (an unknown host's page), and
 * every page with JavaScript off, return at once.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled, timezoneId }, provide) => {
    if (!timezoneId) inChurchTimeZones(page);
    if (javaScriptEnabled === false) return provide(page);
    await provide(waitingForHydration(page));
  },
});

/**
 * Makes the page's `goto` put the browser in the time zone of the church it opens (support/church-site.ts),
 * as a member of that church's browser is: a page of esperanca in São Paulo's, one of grace in New York's.
 * The server renders in its own zone (UTC in CI); a date computed from the browser's zone instead of the
 * church's then shows as React's hydration error. Chromium's own emulation (what `timezoneId` uses), per
 * page and changed between churches.
 */
export function inChurchTimeZones(page: Page): Page {
  const goto = page.goto.bind(page);
  let session: CDPSession | undefined;
  let current: string | undefined;
  page.goto = async (url, options) => {
    const zone = CHURCH_TIME_ZONES[churchOfUrl(url) ?? ''];
    if (zone && zone !== current) {
      session ??= await page.context().newCDPSession(page);
      await session.send('Emulation.setTimezoneOverride', { timezoneId: zone });
      current = zone;
    }
    return goto(url, options);
  };
  return page;
}

/** Makes the page's `goto` return once the church page is interactive (see `test`); for pages a test opens itself. */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || root.hasAttribute('data-hydrated');
    });
    return response;
  };
  return page;
}
