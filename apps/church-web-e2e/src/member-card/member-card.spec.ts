import { memberOf } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { apiSession, signInThroughApi } from '../support/sessions';
import { expect, test, waitingForHydration } from '../support/test';

test.describe('member card', () => {
  test("grace's demo member opens their card from the account, prints it, and its QR code checks until a new one replaces it", async ({ page, browser }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/user/account');
    await page.getByRole('link', { name: 'Member card' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/member-card'));
    const card = page.getByRole('article', { name: /^Member card of / });
    await expect(card).toBeVisible();
    await expect(card.getByText('GCC-0142')).toBeVisible();
    await expect(card.getByText('Worship team')).toBeVisible();
    const qr = card.getByRole('img', { name: 'QR code to check this card' });
    await expect(qr).toBeVisible();
    const verifyUrl = await qr.getAttribute('data-qr-value');
    expect(verifyUrl?.startsWith(churchUrl('grace', '/member-card/verify?code='))).toBe(true);
    expect(new URL(verifyUrl ?? 'http://x/').searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{86}$/);
    await expectNoSeriousViolations(page);

    // The print page: the same card and QR code, in the EMBED layout.
    await page.getByRole('link', { name: 'Print the card' }).click();
    await expect(page).toHaveURL(/\/embed\/print-member-card\?memberChurchId=\d+$/);
    const printed = page.getByRole('article', { name: /^Member card of / });
    await expect(printed.getByRole('img', { name: 'QR code to check this card' })).toHaveAttribute('data-qr-value', verifyUrl ?? '');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const size = await printed.boundingBox();
    // 85.6 × 54 mm at 96 px per inch.
    expect(Math.round(size?.width ?? 0)).toBe(Math.round((85.6 / 25.4) * 96));
    expect(Math.round(size?.height ?? 0)).toBe(Math.round((54 / 25.4) * 96));
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Anyone holding the code, signed in or not, is told the card is valid.
    const strangerContext = await browser.newContext();
    const stranger = waitingForHydration(await strangerContext.newPage());
    await stranger.goto(verifyUrl ?? '');
    await expect(stranger.getByRole('heading', { name: 'Valid member card' })).toBeVisible();
    await expectNoSeriousViolations(stranger);

    // A new QR code: the old address is refused from then on.
    await page.goto(churchUrl('grace', '/user/member-card'));
    await page.getByRole('button', { name: 'Get a new QR code' }).click();
    await expect(page.getByText('Your card has a new QR code. The old one no longer works.')).toBeVisible();
    const newUrl = await page.getByRole('img', { name: 'QR code to check this card' }).getAttribute('data-qr-value');
    expect(newUrl).not.toBe(verifyUrl);
    await stranger.goto(verifyUrl ?? '');
    await expect(stranger.getByRole('heading', { name: 'This card is not valid' })).toBeVisible();
    await stranger.goto(newUrl ?? '');
    await expect(stranger.getByRole('heading', { name: 'Valid member card' })).toBeVisible();
    await strangerContext.close();
  });

  test('a steward who loses the network checks the next card from its signature, and a changed code fails', async ({ page, browser }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/user/member-card');
    const qr = page.getByRole('article', { name: /^Member card of / }).getByRole('img', { name: 'QR code to check this card' });
    const verifyUrl = (await qr.getAttribute('data-qr-value')) ?? '';
    const code = new URL(verifyUrl).searchParams.get('code') ?? '';

    // The steward opens a check with a network: the page keeps the church's key.
    const stewardContext = await browser.newContext();
    const steward = waitingForHydration(await stewardContext.newPage());
    await steward.goto(verifyUrl);
    await expect(steward.getByRole('heading', { name: 'Valid member card' })).toBeVisible();
    await expect.poll(() => steward.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('church-web:member-card-key:')))).toBe(true);

    await stewardContext.setOffline(true);
    const field = steward.getByRole('textbox', { name: 'Check another card: its code or the address its QR code opens' });
    const [reference, version, signature] = code.split('.');
    await field.fill(`${reference}.${Number(version) + 1}.${signature}`);
    await steward.getByRole('button', { name: 'Check' }).click();
    await expect(steward.getByText(/^Checked offline: this code was not signed by /)).toBeVisible();
    await field.fill(verifyUrl);
    await steward.getByRole('button', { name: 'Check' }).click();
    await expect(steward.getByRole('heading', { name: /^A card of / })).toBeVisible();
    await expect(steward.getByText(/^Checked offline: this code was signed by .*check again when you are back online\.$/)).toBeVisible();

    await stewardContext.setOffline(false);
    await steward.reload();
    await expect(steward.getByRole('heading', { name: 'Valid member card' })).toBeVisible();
    await stewardContext.close();
  });

  test("another member asking for the demo member's card gets §8's not found", async ({ page, request }) => {
    const api = churchApi(request, 'grace');
    const grace = ((await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { id: number } }).igreja.id;
    const { token } = await apiSession(request, 'grace', memberOf('grace'));
    const demoMember = ((await (await api.get('/api/v1/me', { Authorization: `Bearer ${token}` })).json()) as { usuario: { id: number } }).usuario.id;
    const other = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', other.email, other.password, `/embed/print-member-card?userId=${demoMember}&memberChurchId=${grace}`);
    await expect(page.getByRole('heading', { name: 'Member card data not found.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
