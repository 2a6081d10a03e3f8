import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/** Every address the page asked for or went to that is not on the church's host. */
function offSiteAddresses(page: Page): string[] {
  const seen: string[] = [];
  const note = (url: string) => {
    if (/^https?:/.test(url) && new URL(url).hostname !== 'grace.localhost') seen.push(url);
  };
  page.on('request', (request) => note(request.url()));
  page.on('framenavigated', (frame) => note(frame.url()));
  return seen;
}

test.describe('a redirectTo that leads off the site', () => {
  test('is refused: signing in lands on the church home, saving personal data on the account, the prayer Continue link on the wall', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'grace');
    const offSite = offSiteAddresses(page);
    const crashed: Error[] = [];
    page.on('pageerror', (error) => crashed.push(error));
    // Each a value a naive check takes for a path of the site, and a browser for another host (`//evil.example`).
    await signIn(page, 'grace', member.email, member.password, `/access?redirectTo=${encodeURIComponent('/.//evil.example')}`);
    await expect(page).toHaveURL(churchUrl('grace', '/'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();

    await page.goto(churchUrl('grace', `/user/data?redirectTo=${encodeURIComponent('/..//evil.example')}`));
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/account'));

    await page.goto(churchUrl('grace', `/prayer/new/success?redirectTo=${encodeURIComponent('/%2e%2e//evil.example')}`));
    const onward = page.getByRole('link', { name: 'Continue' });
    await expect(onward).toHaveAttribute('href', '/prayer');
    await onward.click();
    await expect(page).toHaveURL(churchUrl('grace', '/prayer'));

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(crashed).toEqual([]);
    expect(offSite).toEqual([]);
  });
});
