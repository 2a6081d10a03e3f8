import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's test, whose `page.goto` returns once the church page is interactive. A page arrives
 * rendered from the server and is hydrated a moment later; a click before that (on a button, which
 * has no address to follow) would be lost, as it would for a person on a slow phone, and a test would
 * fail or pass by the machine's speed. Pages without the app (an unknown host's page), and every page
 * with JavaScript off, return at once.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) return provide(page);
    await provide(waitingForHydration(page));
  },
});

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
