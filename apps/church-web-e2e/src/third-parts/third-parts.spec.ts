import { createLocalJWKSet, jwtVerify } from 'jose';
import { DEMO_PASSWORD, memberOf } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { apiSession, signInThroughApi } from '../support/sessions';
import { expect, test } from '../support/test';

const GRACE = 'grace-community-church';

/** The token a page handed an app: the fragment of the address it opened it at. */
function tokenOf(address: string | null): string {
  const token = new URLSearchParams(new URL(address ?? 'http://x/').hash.slice(1)).get('token');
  expect(token, `a token in the fragment of ${address}`).toBeTruthy();
  return token ?? '';
}

test.describe('third-party apps', () => {
  test("a member opens grace's embedded app from the menu, which verifies its token against the church's keys and greets them", async ({ page, request }) => {
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    await signInThroughApi(page, 'grace', memberOf('grace'));
    // The menu names the apps as the church named them, after the church's own entries.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Volunteer Rota' })).toHaveAttribute('href', '/third-parts/volunteers');
    await menu.getByRole('link', { name: 'Bible Study Hub' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/third-parts/study-hub'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bible Study Hub' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bible Study Hub' })).toHaveAttribute('aria-current', 'page');

    // The app, in its frame, checked the token with WebCrypto against the JWKS and names the member.
    const frame = page.frameLocator('iframe[title="Bible Study Hub"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Hello, Emily Carter' })).toBeVisible();
    await expect(frame.locator('main')).toHaveAttribute('data-verified', 'true');
    await expect(frame.getByText('member@grace.example')).toBeVisible();
    await expectNoSeriousViolations(page);

    // The token it was given verifies here too, names the member, and is not the session's token.
    const token = tokenOf(await page.locator('iframe[title="Bible Study Hub"]').getAttribute('src'));
    const api = churchApi(request, 'grace');
    const keys = createLocalJWKSet(await (await api.get(`/api/v1/igreja/${GRACE}/app-externo/jwks.json`)).json());
    const { payload, protectedHeader } = await jwtVerify(token, keys, { audience: 'demo-study-hub', algorithms: ['EdDSA'] });
    expect(protectedHeader.alg).toBe('EdDSA');
    const session = await apiSession(request, 'grace', memberOf('grace'));
    const { usuario } = (await (await api.get('/api/v1/me', { Authorization: `Bearer ${session.token}` })).json()) as { usuario: { id: number } };
    expect(payload).toMatchObject({ sub: String(usuario.id), name: 'Emily Carter', email: 'member@grace.example', igreja: GRACE });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(120);
    // The token travelled in the fragment only: no request to any server carried it.
    expect(requested.filter((url) => url.includes(token))).toEqual([]);
  });

  test('an app set to open in a new tab opens there, signed in as the member', async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/third-parts');
    // The apps' page lists it (the menu has it too).
    await page.getByRole('main').getByRole('link', { name: 'Volunteer Rota' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/third-parts/volunteers'));
    const opening = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open Volunteer Rota' }).click();
    const app = await opening;
    await expect(app.getByRole('heading', { level: 1, name: 'Hello, Emily Carter' })).toBeVisible();
    await expect(app.locator('main')).toHaveAttribute('data-verified', 'true');
    // The app took the token out of its address.
    expect(new URL(app.url()).hash).toBe('');
  });

  test("the menu's entry is in the server's first paint; a guest following it signs in and lands on the app", async ({ page, browser }) => {
    // Without JavaScript, the page as the server rendered it already has the entry.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(churchUrl('grace'));
    await expect(plain.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bible Study Hub' })).toHaveAttribute('href', '/third-parts/study-hub');
    await noScript.close();

    await page.goto(churchUrl('grace'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bible Study Hub' }).click();
    await expect(page).toHaveURL(churchUrl('grace', `/access?redirectTo=${encodeURIComponent('/third-parts/study-hub')}`));
    await page.getByLabel(/^E-mail/).fill(memberOf('grace'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/third-parts/study-hub'));
    await expect(page.frameLocator('iframe[title="Bible Study Hub"]').getByRole('heading', { level: 1, name: 'Hello, Emily Carter' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the folded menu has the app, reached with the keyboard', async ({ page }) => {
      await signInThroughApi(page, 'grace', memberOf('grace'));
      await page.getByRole('button', { name: 'Menu' }).click();
      const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Volunteer Rota' });
      await entry.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(churchUrl('grace', '/third-parts/volunteers'));
      await expect(page.getByRole('link', { name: 'Open Volunteer Rota' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test("a church's menu has only its own switched-on apps: esperanca's second, whose module is off, is not there; vida has none", async ({ page }) => {
    await page.goto(churchUrl('esperanca'));
    const esperanca = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(esperanca.getByRole('link', { name: 'Estudos em Grupo' })).toHaveAttribute('href', '/third-parts/estudos');
    await expect(esperanca.getByRole('link', { name: 'Escala de Voluntários' })).toHaveCount(0);
    await expect(esperanca.getByRole('link', { name: 'Bible Study Hub' })).toHaveCount(0);

    await page.goto(churchUrl('vida'));
    const vida = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(vida.getByRole('link').first()).toBeVisible();
    await expect(vida.locator('a[href^="/third-parts"]')).toHaveCount(0);
  });

  test('an unknown app is the not-found page; a guest is asked to sign in; an app whose module is off, and a church without the modules, go home', async ({ page }) => {
    await page.goto(churchUrl('grace', '/third-parts/study-hub'));
    await expect(page).toHaveURL(churchUrl('grace', `/access?redirectTo=${encodeURIComponent('/third-parts/study-hub')}`));

    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/third-parts/no-such-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    for (const segment of ['foo', '3', 'Not_An_App']) {
      await page.goto(churchUrl('grace', `/third-parts/${segment}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), segment).toBeVisible();
      await expect(page).toHaveURL(churchUrl('grace', `/third-parts/${segment}`));
    }

    // Esperança has MOD_APP_EXTERNO_1 only: its second app's address goes home, as any module route of a church without the module.
    await signInThroughApi(page, 'esperanca', memberOf('esperanca'), undefined, '/third-parts/voluntarios');
    await expect(page).toHaveURL(churchUrl('esperanca', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Igreja Esperança' })).toBeVisible();
    // Its first app opens; a segment that is none of its apps is not found.
    await page.goto(churchUrl('esperanca', '/third-parts/estudos'));
    await expect(page.getByRole('heading', { level: 1, name: 'Estudos em Grupo' })).toBeVisible();
    await page.goto(churchUrl('esperanca', '/third-parts/foo'));
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();

    await signInThroughApi(page, 'vida', memberOf('vida'), undefined, '/third-parts/study-hub');
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
