import { type Page } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { staffOf, storedSession } from '../support/accounts';
import { churchUrl } from '../support/church-site';
import { ACCESS_TOKEN_LIFETIME_MS, allowForServerClock, signInThroughApi, untilAccessTokenExpires } from '../support/sessions';

/** Issue 8, item 7: two tabs refreshing at once must not sign the member out. */

/** Every refresh token the page presents to token/refresh, and every answer that was not a new pair. */
function watchRefreshes(page: Page, seen: { presented: string[]; refused: number[] }) {
  page.on('request', (request) => {
    if (request.url().endsWith('/security/token/refresh')) seen.presented.push((request.postDataJSON() as { refreshToken: string }).refreshToken);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/security/token/refresh') && response.status() !== 200) seen.refused.push(response.status());
  });
}

test.describe('two tabs of one browser (item 7)', () => {
  test('calling the API at the same moment after the access tokens expired signs neither tab out', async ({ context }) => {
    allowForServerClock(ACCESS_TOKEN_LIFETIME_MS);
    const first = waitingForHydration(await context.newPage());
    await signInThroughApi(first, 'grace', staffOf('grace'), undefined, '/user/account');
    await expect(first.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    // The second tab starts from the refresh token the tabs share, and so rotates it.
    const second = waitingForHydration(await context.newPage());
    await second.goto(churchUrl('grace', '/user/account'));
    await expect(second.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const seen = { presented: [] as string[], refused: [] as number[] };
    watchRefreshes(first, seen);
    watchRefreshes(second, seen);
    // The test server's access tokens live 8 seconds: both tabs' are refused before they move on.
    for (const page of [first, second]) await untilAccessTokenExpires(context.request, 'grace', (await storedSession(page)).token);
    // Both tabs ask for the member's addresses at once; both calls answer 401 and need a refresh.
    const addressesLoaded = [first, second].map((page) =>
      page.waitForResponse((response) => /\/endereco$/.test(new URL(response.url()).pathname) && response.status() === 200),
    );
    await Promise.all([first, second].map((page) => page.getByRole('link', { name: 'Addresses' }).click()));
    await Promise.all(addressesLoaded);

    for (const page of [first, second]) {
      await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect((await storedSession(page)).token).toBeTruthy();
    }
    expect(seen.presented.length).toBeGreaterThanOrEqual(1);
    expect(seen.refused).toEqual([]);
    // The tabs take turns (Web Locks): at most the one token a turn could not yet see in local storage is
    // presented again, and the server answers it with the same pair instead of taking it for a replay.
    expect(seen.presented.length - new Set(seen.presented).size).toBeLessThanOrEqual(1);
    // Both tabs still work after that: a reload restores each one's session.
    await Promise.all([first.reload(), second.reload()]);
    await expect(first.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(second.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expectSignedIn(first);
    await expectSignedIn(second);
  });
});

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(churchUrl('grace', '/user/addresses'));
  await expect.poll(async () => Boolean((await storedSession(page)).refreshToken)).toBe(true);
}
