import { expect, test } from '../support/test';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

/** Issue 8, items 5 and 8: what the access screen says when the server limits or reveals nothing. */

test.describe('the access screen (items 5 and 8)', () => {
  test('too many wrong passwords: says when to try again, keeps what was typed; a reset request reveals nothing', async ({ page, request }) => {
    const { email } = await freshActiveMember(request, 'grace');
    await page.goto(churchUrl('grace', '/access'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    const password = page.getByLabel('Password');
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await password.fill(`Wrong@${attempt}000`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/security/login_check'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const response = await answered;
      statuses.push(response.status());
      if (response.status() === 429) expect(Number(await response.headerValue('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    await expect(password).toHaveValue('Wrong@6000');
    await expect(page.getByText(email)).toBeVisible();

    // A reset request answers alike for any address: the screen claims nothing about the account.
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(`If an account exists for ${email}, we have sent a link to that address to choose a new password.`);
  });
});
