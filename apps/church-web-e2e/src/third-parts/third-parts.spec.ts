import { createLocalJWKSet, jwtVerify } from 'jose';
import { memberOf } from '../support/accounts';
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
  test("a member opens grace's embedded app, which verifies its token against the church's keys and greets them", async ({ page, request }) => {
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/third-parts/study-hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Bible Study Hub' })).toBeVisible();

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
    await page.getByRole('link', { name: 'Volunteer Rota' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/third-parts/volunteers'));
    const opening = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open Volunteer Rota' }).click();
    const app = await opening;
    await expect(app.getByRole('heading', { level: 1, name: 'Hello, Emily Carter' })).toBeVisible();
    await expect(app.locator('main')).toHaveAttribute('data-verified', 'true');
    // The app took the token out of its address.
    expect(new URL(app.url()).hash).toBe('');
  });

  test('an unknown app is the not-found page; a guest is asked to sign in; vida, without the modules, goes home', async ({ page }) => {
    await page.goto(churchUrl('grace', '/third-parts/study-hub'));
    await expect(page).toHaveURL(churchUrl('grace', `/access?redirectTo=${encodeURIComponent('/third-parts/study-hub')}`));

    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/third-parts/no-such-app');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    await signInThroughApi(page, 'vida', memberOf('vida'), undefined, '/third-parts/study-hub');
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
