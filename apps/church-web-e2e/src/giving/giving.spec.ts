import { expectNoSeriousViolations } from '../support/accessibility';
import { churchUrl } from '../support/church-site';
import { dropPaymentAnswers, expectOneAttempt, fillCard, memberApi, signedInFreshMember } from '../support/payments';
import { expect, test } from '../support/test';

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
    await signedInFreshMember(page, request, 'grace', '/give');
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    // A round amount in one tap.
    await page.getByRole('group', { name: 'Suggested amounts for Tithe' }).getByRole('button', { name: '$100' }).click();
    await expect(page.getByLabel('Amount for Tithe (USD)')).toHaveValue('100');
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
    await signedInFreshMember(page, request, 'grace', '/give');
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
    await signedInFreshMember(page, request, 'esperanca', '/give');
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

test.describe('a gift whose answer is lost', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a gift whose answer is lost, given again from the keyboard on a phone, is given once: the same Idempotency-Key, body and card token', async ({ page, request }) => {
    test.slow();
    const member = await signedInFreshMember(page, request, 'grace');
    const attempts = await dropPaymentAnswers(page, (url) => url.pathname === '/api/v1/pagamento/');
    await page.goto(churchUrl('grace', '/give'));
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    await page.getByLabel('Amount for Tithe (USD)').fill('20');
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page);
    // The card's fields fit the phone: its last one, the security code, included.
    const cvv = await page.getByLabel('Security code (CVV)').boundingBox();
    expect(cvv && cvv.x + cvv.width <= 390, 'the security code within 390 px').toBe(true);
    const give = page.getByRole('button', { name: 'Give $20.00' });
    await give.click();
    await expect.poll(() => attempts.sent.length).toBeGreaterThan(0);
    // Sent again by itself, then given up: the donor is told plainly, and goes on with the keyboard from "Try again", which has the focus.
    await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText(/We could not confirm your payment yet\..*You were not charged twice/);
    await expect(give).toHaveCount(0);
    // At a phone's width, nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    attempts.stopDropping();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    expectOneAttempt(attempts);

    const { api, auth, id: usuario } = await memberApi(request, 'grace', member);
    const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { id: number } };
    const { doacoes } = (await (await api.get(`/api/v1/usuario/${usuario}/doacao/?igreja=${igreja.id}`, auth)).json()) as { doacoes: unknown[] };
    expect(doacoes, 'one gift').toHaveLength(1);
    await page.getByRole('link', { name: 'My giving' }).click();
    await expect(page.getByRole('row', { name: /Tithe \$20\.00 Credit card Payment confirmed/ })).toHaveCount(1);
  });
});

test.describe('a gift with the fees covered', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member on a phone covers the fees from the keyboard: the fee follows the method, the church receives the whole gift, and the account shows the fee covered', async ({ page, request }) => {
    const member = await signedInFreshMember(page, request, 'grace', '/give');
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    await page.getByLabel('Amount for Tithe (USD)').fill('100');
    const cover = page.getByRole('checkbox', { name: "I'll cover the fees" });
    await expect(cover).not.toBeChecked();
    await page.getByRole('radio', { name: 'Bank debit (ACH)' }).check();
    // The sandbox's prices: ACH 0.8%, cards 3.99% + 39¢, each grossed up so that the fee taken on the total leaves $100.00.
    await expect(cover).toHaveAccessibleDescription('$0.81 more by Bank debit (ACH), so that Grace Community Church receives the whole $100.00.');
    await cover.focus();
    await page.keyboard.press('Space');
    await expect(cover).toBeChecked();
    await expect(page.getByRole('button', { name: 'Give $100.81' })).toBeVisible();
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await expect(cover).toHaveAccessibleDescription('$4.57 more by Credit card, so that Grace Community Church receives the whole $100.00.');
    await expect(page.getByText('Fees you cover', { exact: true })).toBeVisible();
    // At a phone's width, the fee's option, its note and the summary stay within the screen.
    for (const part of [cover, page.getByText(/^\$4\.57 more by Credit card/), page.getByText('Fees you cover', { exact: true }), page.getByText('$104.57', { exact: true })]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, 'within 390 px').toBe(true);
    }
    await fillCard(page);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Give $104.57' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByText('You covered $4.57 of fees: Grace Community Church receives the whole $100.00.')).toBeVisible();

    // The server charged its own total, and keeps what was covered.
    const { api, auth, id: usuario } = await memberApi(request, 'grace', member);
    const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { id: number } };
    const { doacoes } = (await (await api.get(`/api/v1/usuario/${usuario}/doacao/?igreja=${igreja.id}`, auth)).json()) as { doacoes: { valor: number; total: number; taxaCoberta: number }[] };
    expect(doacoes).toEqual([expect.objectContaining({ valor: 10000, total: 10457, taxaCoberta: 457 })]);

    await page.getByRole('link', { name: 'My giving' }).click();
    await expect(page.getByRole('row', { name: /Tithe \$100\.00\s?\+ \$4\.57 of fees you covered Credit card Payment confirmed/ })).toBeVisible();
    const year = new Date().getFullYear();
    await page.getByRole('link', { name: `Statement of ${year}` }).click();
    await expect(page.getByRole('row', { name: `Total given in ${year} $100.00` })).toBeVisible();
    await expect(page.getByRole('row', { name: `Fees you covered in ${year}, apart from the donations $4.57` })).toBeVisible();
  });
});
