import { expect, test } from '../support/test';
import { expectSignedOut, memberOf, storedSession } from '../support/accounts';
import { churchUrl } from '../support/church-site';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  allowForServerClock,
  REFRESH_GRACE_MS,
  signInThroughApi,
  untilAccessTokenExpires,
  untilRefreshGraceHasPassed,
} from '../support/sessions';

test.describe('sessions', () => {
  test('an expired access token is refreshed without the person noticing', async ({ page }) => {
    allowForServerClock(ACCESS_TOKEN_LIFETIME_MS);
    await signInThroughApi(page, 'esperanca', memberOf('esperanca'));
    await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    const before = await storedSession(page);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/security/token/refresh')) refreshes.push(request.url());
    });
    // The test server's access tokens live 8 seconds: the server refuses this one before the page moves on.
    await untilAccessTokenExpires(page.request, 'esperanca', before.token);
    await page.getByRole('link', { name: 'Minha conta' }).click();
    await page.getByRole('link', { name: 'Endereços' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Endereços' })).toBeVisible();
    // The member's seeded address arrives through the call retried with the refreshed token.
    await expect(page.getByRole('listitem').filter({ hasText: 'Casa' })).toContainText('Avenida Paulista, 1578');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    const after = await storedSession(page);
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  test('a replayed refresh token ends the session', async ({ page }) => {
    allowForServerClock(REFRESH_GRACE_MS);
    await signInThroughApi(page, 'grace', memberOf('grace'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    // Someone else spends the refresh token first.
    const stolen = await page.evaluate(async () => {
      const refreshToken = localStorage.getItem('church-web:refresh-token');
      const response = await fetch('/api/v1/security/token/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      return response.status;
    });
    expect(stolen).toBe(200);
    // A refresh token spent moments ago still answers, with the same pair (two tabs racing): the replay
    // is told apart once that grace has passed (REFRESH_GRACE_SECONDS, 10 s), which the server is asked.
    await untilRefreshGraceHasPassed(page.request, 'grace', memberOf('grace'));
    // The browser's access token expires; its refresh token has been spent: the whole family is revoked.
    await page.evaluate(() => {
      const store = JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { credentials: { token: string } };
      store.credentials.token = 'expired';
      sessionStorage.setItem('church-web:store', JSON.stringify(store));
    });
    await page.goto(churchUrl('grace', '/user/data'));
    await expect(page).toHaveURL(churchUrl('grace', '/'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectSignedOut(page);
  });

  test('a 401 from the API signs out and returns to home', async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await page.evaluate(() => {
      const store = JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { credentials: { token: string; refreshToken: string } };
      store.credentials = { token: 'revoked', refreshToken: 'revoked' };
      sessionStorage.setItem('church-web:store', JSON.stringify(store));
      localStorage.setItem('church-web:refresh-token', 'revoked');
    });
    await page.goto(churchUrl('grace', '/user/addresses'));
    await expect(page).toHaveURL(churchUrl('grace', '/'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectSignedOut(page);
  });
});
