import { expect, test } from '../support/test';
import { DEMO_PASSWORD, memberOf, newCpf, signIn } from '../support/accounts';
import { churchUrl } from '../support/church-site';

test.describe('becoming a member', () => {
  test('a visitor registers with an address abroad (the place lookups suggest it), activates through the mailbox link, signs in and lands where they wanted', async ({ page }) => {
    const email = `visitor.${Date.now()}@example.com`;
    await page.goto(churchUrl('grace', '/user/account'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fuser%2Faccount'));

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    // Bad data is refused, each with its message.
    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm the password').fill('Password@1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid CPF.')).toBeVisible();
    await expect(page.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await expect(page.getByText('The passwords must match.')).toBeVisible();

    await page.getByLabel('First name').fill('Hannah');
    await page.getByLabel('Surname').fill('Brooks');
    await page.getByLabel('Mobile phone').fill('11987651234');
    await page.getByLabel('CPF').fill(newCpf());
    await page.getByLabel('Date of birth').fill('03/14/1990');
    await page.getByLabel('Female').check();

    // An address abroad, through the same lookups as the account's forms: the ZIP code fills the city
    // and state, then another state is picked from the country's states and a city from its cities.
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await expect(page.getByText('We fill in the city and state from the postcode.')).toBeVisible();
    await page.getByLabel('Postcode', { exact: true }).fill('90210');
    await expect(page.getByLabel('City')).toHaveValue('Beverly Hills');
    await expect(page.getByLabel('State')).toHaveValue('California');
    await expect(page.locator('datalist option[value="Massachusetts"]')).toHaveCount(1);
    await page.getByLabel('State').fill('Massachusetts');
    await expect(page.locator('datalist option[value="Cambridge"]')).toHaveCount(1);
    await expect(page.locator('datalist option[value="Beverly Hills"]')).toHaveCount(0);
    await page.getByLabel('City').fill('Cambridge');
    await page.getByLabel('Postcode', { exact: true }).fill('02138');
    await page.getByLabel('Password', { exact: true }).fill('Welcome@2026');
    await page.getByLabel('Confirm the password').fill('Welcome@2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

    // The activation e-mail, as the development mailbox shows it.
    await page.goto(churchUrl('grace', '/dev/mailbox'));
    const message = page.locator('article').filter({ hasText: email }).first();
    await message.getByRole('link', { name: /verifyToken=/ }).click();
    await expect(page.getByText('Your account is active. Sign in to continue.')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('Welcome@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/account'));
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hannah Brooks' })).toBeVisible();

    // The address registered is the one the account's personal form shows.
    await page.goto(churchUrl('grace', '/user/data'));
    await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('United States');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('02138');
    await expect(page.getByLabel('State')).toHaveValue('Massachusetts');
    await expect(page.getByLabel('City')).toHaveValue('Cambridge');
  });

  test('a wrong password gets the login message and stays on the access screen', async ({ page }) => {
    await signIn(page, 'esperanca', memberOf('esperanca'), 'Errada@2026');
    await expect(page.getByText('Nome de usuário ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(churchUrl('esperanca', '/access'));
  });

  test('/login, /register and /reset-password lead to /access; redirectTo never leaves the site', async ({ page }) => {
    await page.goto(churchUrl('grace', '/login?redirectTo=%2Fabout'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fabout'));
    await page.goto(churchUrl('grace', '/register'));
    await expect(page).toHaveURL(churchUrl('grace', '/access'));
    // An old reset link's token is the reset's, not a sign-in's: it opens the new-password step.
    await page.goto(churchUrl('grace', '/reset-password?token=an-old-reset-link'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?resetToken=an-old-reset-link'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await signIn(page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/access?redirectTo=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(churchUrl('grace', '/'));
  });
});
