import type { Page, Route } from '@playwright/test';
import { freshActiveMember } from '../support/api-calls';
import { signInThroughApi } from '../support/sessions';
import { expect, test } from '../support/test';

/** The code of the footer and of the header's notification count: both load after the first paint. */
const FOOTER_CODE = /\/assets\/after-first-paint-[\w-]+\.js$/;
const NOTIFICATION_COUNT_CODE = /\/assets\/notifications-count-[\w-]+\.js$/;

/** Counts the requests for `code` and refuses each as a dropped connection would. */
async function neverArrives(page: Page, code: RegExp) {
  let asked = 0;
  await page.route(code, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  return () => asked;
}

/**
 * The parts of a page it works without (footer, notification count, offline notice) load their code
 * after the first paint, often just as a member's connection drops: a part whose code does not arrive
 * is tried again and, failing that, left out; it never takes the page it sits in down with it.
 */
test.describe('a part of the page whose code does not arrive', () => {
  // page.route does not see the requests of a page its service worker controls.
  test.use({ serviceWorkers: 'block' });

  test('is left out, and the page it sits in keeps working', async ({ page, request }) => {
    const footerAsked = await neverArrives(page, FOOTER_CODE);
    const countAsked = await neverArrives(page, NOTIFICATION_COUNT_CODE);
    const member = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', member.email, member.password, '/user/notes/new');
    await expect(page.getByRole('heading', { name: 'New note' })).toBeVisible();
    // Four tries each, 2 s apart, then the parts are given up.
    await expect.poll(() => [footerAsked(), countAsked()], { timeout: 30_000 }).toEqual([4, 4]);
    await page.getByLabel('Title', { exact: true }).fill('Kept on the page');
    await expect(page.getByLabel('Note', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('that failed once is tried again and shows', async ({ page, request }) => {
    let refused = false;
    await page.route(FOOTER_CODE, (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.abort('connectionreset');
    });
    const member = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', member.email, member.password, '/user/notes');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(refused).toBe(true);
  });

  test('while offline comes once the connection returns, and what the member typed stays', async ({ page, context, request }) => {
    let held: Route | undefined;
    await page.route(FOOTER_CODE, (route) => {
      held = route;
    });
    const member = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', member.email, member.password, '/user/notes/new');
    await expect(page.getByRole('heading', { name: 'New note' })).toBeVisible();
    await expect.poll(() => held !== undefined, { message: 'the footer’s code is asked for' }).toBe(true);
    await context.setOffline(true);
    await held?.abort('internetdisconnected');
    await page.unroute(FOOTER_CODE);
    await page.getByLabel('Title', { exact: true }).fill('Typed on the train');
    await page.getByLabel('Note', { exact: true }).fill('Romans 8:28');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Romans 8:28');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});
