import { churchUrl } from '../support/church-site';
import { fillCard } from '../support/payments';
import { expect, test } from '../support/test';

test.describe("the captcha of a stranger's forms (ALTCHA)", () => {
  // page.route does not see the requests of a page its service worker controls, which it may by the click.
  test.use({ serviceWorkers: 'block' });

  test('a visitor gives by card: the widget solves its challenge by itself, the gift carries the solution once and is taken', async ({ page }) => {
    await page.goto(churchUrl('grace', '/give'));
    await page.getByRole('checkbox', { name: /^Offering/ }).check();
    await page.getByLabel('Amount for Offering (USD)').fill('25');
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('E-mail').fill(`robin.captcha.${Date.now()}@example.org`);
    // Solved in the browser's workers, without a click, and said in the church's language.
    await expect(page.getByText("Checked: you're not a robot")).toBeVisible();

    const sent: { captcha?: string }[] = [];
    await page.route(
      (url) => url.pathname === '/api/v1/pagamento/',
      async (route) => {
        if (route.request().method() === 'POST') sent.push(route.request().postDataJSON() as { captcha?: string });
        await route.continue();
      },
    );
    await page.getByRole('button', { name: /^Give/ }).click();
    // The server took it: the solution was valid, and used once.
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.captcha).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  test("the registration form at esperanca shows the widget solved by itself, in the church's language", async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/access'));
    await page.getByLabel('E-mail').fill(`visitante.captcha.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
    await expect(page.getByText('Verificado: você não é um robô')).toBeVisible();
  });
});
