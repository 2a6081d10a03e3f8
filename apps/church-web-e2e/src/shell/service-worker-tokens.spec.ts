import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, memberOf } from '../support/accounts';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

/** Issue 8, item 9: tokens handed over in the address never reach the service worker's cache. */

/** The address of every request the site's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

test.describe('the service worker and tokens in the address (item 9)', () => {
  test('never stores nor serves a page whose address carries a token', async ({ page, context, request }) => {
    await page.goto(churchUrl('grace'));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // An ordinary page is kept for offline use: the cache works.
    await page.goto(churchUrl('grace', '/about'));
    await expect.poll(() => cachedUrls(page)).toContain(churchUrl('grace', '/about'));

    // The auto-login link of the specification, with a real pair, and the access screen's links.
    const pair = (await (
      await churchApi(request, 'grace').post('/api/v1/security/login_check', { username: memberOf('grace'), password: DEMO_PASSWORD })
    ).json()) as { token: string; refreshToken: string };
    const withTokens = [
      `/about?token=${pair.token}&refreshToken=${pair.refreshToken}`,
      '/access?verifyToken=not-a-real-one',
      '/access?resetToken=not-a-real-one',
    ];
    await page.goto(churchUrl('grace', withTokens[0]));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page).toHaveURL(churchUrl('grace', '/about'));
    for (const path of withTokens.slice(1)) {
      await page.goto(churchUrl('grace', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto(churchUrl('grace', '/'));
    await expect.poll(() => cachedUrls(page)).toContain(churchUrl('grace', '/'));
    const cached = await cachedUrls(page);
    expect(cached.filter((url) => /[?&](token|refreshToken|verifyToken|resetToken)=/.test(url))).toEqual([]);

    // Offline, an ordinary page comes from the cache; one with a token does not, not even as the home.
    await context.setOffline(true);
    await page.goto(churchUrl('grace', '/about'));
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.goto(churchUrl('grace', '/?token=anything'))).rejects.toThrow();
    await context.setOffline(false);
  });
});
