import { expect, test } from '../support/test';
import { expectSignedOut, staffOf, storedSession } from '../support/accounts';
import { churchApi } from '../support/api-calls';
import { signInThroughApi } from '../support/sessions';

/** Issue 8: signing out ends the session on the server too. */

test.describe('signing out (item 2)', () => {
  // page.route does not see the requests of a page its service worker controls, which it may by the click.
  test.use({ serviceWorkers: 'block' });

  test('ends the session on the server: the old refresh and access tokens stop working', async ({ page, request }) => {
    await signInThroughApi(page, 'vida', staffOf('vida'), undefined, '/user/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    const { token, refreshToken } = await storedSession(page);
    expect(refreshToken).toBeTruthy();

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/v1/security/logout'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const logout = await loggedOut;
    expect(logout.status()).toBe(204);
    expect(logout.request().postDataJSON()).toEqual({ refreshToken });
    expect(await logout.request().headerValue('authorization')).toBe(`Bearer ${token}`);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expectSignedOut(page);

    const api = churchApi(request, 'vida');
    const refreshed = await api.post('/api/v1/security/token/refresh', { refreshToken });
    expect(refreshed.status()).toBe(401);
    expect((await api.get('/api/v1/me', { Authorization: `Bearer ${token}` })).status()).toBe(401);
  });

  test('signs out here even when the server cannot be reached', async ({ page }) => {
    await signInThroughApi(page, 'esperanca', staffOf('esperanca'), undefined, '/user/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await page.route('**/api/v1/security/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expectSignedOut(page);
  });
});
