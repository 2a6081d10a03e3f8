import { expect, test } from '../support/test';
import { freshActiveMember } from '../support/api-calls';
import { signInThroughApi } from '../support/sessions';

test.describe('the address lookups', () => {
  // A member of their own: the address list is theirs alone.
  test('a member adds an address in the United States through the ZIP code, state and city lookups', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', member.email, member.password, '/user/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByLabel('Name (home, work…)').fill('Study abroad');
    await page.getByLabel('Country').selectOption({ label: 'United States' });

    // The ZIP code fills the city and state, from the server's dataset.
    await expect(page.getByText('We fill in the city and state from the postcode.')).toBeVisible();
    await page.getByLabel('Postcode', { exact: true }).fill('90210');
    await expect(page.getByLabel('City')).toHaveValue('Beverly Hills');
    await expect(page.getByLabel('State')).toHaveValue('California');

    // Another state: its cities are suggested.
    const state = page.getByLabel('State');
    await state.fill('Massachusetts');
    await expect(page.locator('datalist option[value="Cambridge"]')).toHaveCount(1);
    await expect(page.locator('datalist option[value="Beverly Hills"]')).toHaveCount(0);
    await expect(page.locator('datalist option[value="Massachusetts"]')).toHaveCount(1);
    await page.getByLabel('City').fill('Cambridge');
    await page.getByLabel('Postcode', { exact: true }).fill('02138');
    await page.getByLabel('Street').fill('Brattle Street');
    await page.getByLabel('Number').fill('45');
    await page.getByLabel('Neighbourhood').fill('Harvard Square');
    await page.getByRole('button', { name: 'Save address' }).click();

    const home = page.getByRole('listitem').filter({ hasText: 'Study abroad' });
    await expect(home).toContainText('Brattle Street, 45 · Harvard Square · Cambridge - Massachusetts · 02138 · United States');
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Study abroad' })).toContainText('02138 · United States');
    await page.getByRole('listitem').filter({ hasText: 'Study abroad' }).getByRole('button', { name: /^Edit address/ }).click();
    await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('United States');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('02138');
  });
});
