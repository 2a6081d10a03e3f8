import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/**
 * Issue 28, item 7 (§5: Pix and bank slips only for addresses in Brazil): a visitor giving at a church
 * paid in reais says where they live; living abroad, Pix and slips are not offered and the form says why.
 */
test.describe('Pix and bank slips for payers in Brazil', () => {
  test.use({ locale: 'pt-BR' });

  test('a visitor who lives abroad is offered the card, not Pix or a slip, and is told why', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/give'));
    await page.getByRole('checkbox', { name: /^Dízimo/ }).check();
    await page.getByLabel('Valor para Dízimo (BRL)').fill('20');
    const country = page.getByLabel('País onde você mora');
    await expect(country).toHaveValue('BR');
    await expect(page.getByRole('radio', { name: 'Pix' })).toBeVisible();
    await page.getByRole('radio', { name: 'Pix' }).check();

    await country.selectOption({ label: 'Portugal' });
    await expect(page.getByRole('radio', { name: 'Pix' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Boleto' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Cartão de crédito' })).toBeVisible();
    await expect(page.getByText('Pix e boleto são para quem mora no Brasil.')).toBeVisible();

    await country.selectOption({ label: 'Brasil' });
    await expect(page.getByRole('radio', { name: 'Pix' })).toBeVisible();
    await expect(page.getByText('Pix e boleto são para quem mora no Brasil.')).toHaveCount(0);
  });
});
