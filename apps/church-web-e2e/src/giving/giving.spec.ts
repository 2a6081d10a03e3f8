import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/** A fresh member signed in through /access, so that no other test's gifts show in the account. */
async function signedInFreshMember(page: Page, request: APIRequestContext, code: string) {
  const member = await freshActiveMember(request, code);
  await signIn(page, code, member.email, member.password);
  await expect(page).toHaveURL(churchUrl(code, '/'));
  return member;
}

async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Name on the card').fill('Jordan Reyes');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code (CVV)').fill('123');
}

test.describe('giving', () => {
  test('the home shows the giving section, and /doacoes goes to /give', async ({ page }) => {
    await page.goto(churchUrl('grace', '/'));
    const section = page.getByRole('region', { name: 'Give' });
    await expect(section.getByRole('listitem').first()).toHaveText('Tithe');
    await section.getByRole('link', { name: 'Give now' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/give'));
    await page.goto(churchUrl('grace', '/doacoes'));
    await expect(page).toHaveURL(churchUrl('grace', '/give'));
    await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();
  });

  test('a member gives to two reasons by card, with recurrence turned off, and finds the gift in the account', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'grace');
    await page.goto(churchUrl('grace', '/give'));
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    await page.getByLabel('Amount for Tithe (USD)').fill('100');
    await page.getByRole('checkbox', { name: /^Missions/ }).check();
    await page.getByLabel('Amount for Missions (USD)').fill('25,50');
    await expect(page.getByRole('checkbox', { name: 'Give this again automatically' })).toBeDisabled();
    await expect(page.getByText('Recurring donations go to one giving option only.')).toBeVisible();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page);
    await page.getByRole('button', { name: 'Give $125.50' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'My giving' }).click();
    await expect(page.getByRole('row', { name: /Tithe, Missions \$125\.50 Credit card Payment confirmed/ })).toBeVisible();
  });

  test('a member gives monthly to one reason, sees it in the account, changes its amount, then stops it', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'grace');
    await page.goto(churchUrl('grace', '/give'));
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    await page.getByLabel('Amount for Tithe (USD)').fill('50');
    await page.getByRole('checkbox', { name: 'Give this again automatically' }).check();
    await expect(page.getByLabel('Every')).toHaveValue('30');
    await fillCard(page);
    await page.getByRole('button', { name: 'Give $50.00 now and then automatically' }).click();
    await expect(page.getByText(/\$50\.00 will be given again every 30 days; the next charge is on/)).toBeVisible();
    await page.getByRole('link', { name: 'My giving' }).click();
    await expect(page.getByText('$50.00 to Tithe, every 30 days')).toBeVisible();
    await expect(page.getByText('Charged to VISA •••• 4242')).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByLabel('Amount (USD)').fill('75');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('$75.00 to Tithe, every 30 days')).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Yes, stop it' }).click();
    await expect(page.getByText('You have no recurring donations.')).toBeVisible();
    await page.getByRole('link', { name: `Statement of ${new Date().getFullYear()}` }).click();
    await expect(page.getByRole('row', { name: `Total given in ${new Date().getFullYear()} $50.00` })).toBeVisible();
  });

  test('a member gives by Pix, marks it paid in the sandbox and sees success', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'esperanca');
    await page.goto(churchUrl('esperanca', '/give'));
    await page.getByRole('checkbox', { name: /^Dízimo/ }).check();
    await page.getByLabel('Valor para Dízimo (BRL)').fill('120');
    await page.getByRole('radio', { name: 'Pix' }).check();
    await page.getByRole('button', { name: /^Doar R\$\s?120,00$/ }).click();
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar como pago (sandbox)' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  });

  test("a visitor below the minimum and over the wallet's maximum is told so, in the church's language", async ({ page }) => {
    await page.goto(churchUrl('grace', '/give'));
    await page.getByRole('checkbox', { name: /^Offering/ }).check();
    await page.getByLabel('Amount for Offering (USD)').fill('2');
    await page.getByRole('radio', { name: 'Digital wallet' }).check();
    await page.getByRole('button', { name: /^Give/ }).click();
    await expect(page.locator('[id^="valor-"][id$="-error"]').first()).toHaveText('The minimum amount is $5.00.');
    await page.getByLabel('Amount for Offering (USD)').fill('5000');
    await page.getByRole('button', { name: /^Give/ }).click();
    await expect(page.getByText('The digital wallet takes at most R$ 4.999,99 per donation.')).toBeVisible();

    await page.goto(churchUrl('esperanca', '/give'));
    await page.getByRole('checkbox', { name: /^Oferta/ }).check();
    await page.getByLabel('Valor para Oferta (BRL)').fill('5');
    await page.getByRole('button', { name: /^Doar/ }).click();
    await expect(page.locator('[id^="valor-"][id$="-error"]').first()).toHaveText('O valor mínimo é R$ 10,00.');
  });
});
