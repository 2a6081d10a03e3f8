import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/**
 * §8 and issue 28, item 6: a read that gets no answer at all (the connection reset, the network gone)
 * takes the visitor to the error page with the generic message, not a spinner that never ends; trying
 * again once the network is back shows the page.
 */
test.describe('a request with no answer', () => {
  // page.route does not see the requests of a page its service worker controls, which it may by the click.
  test.use({ serviceWorkers: 'block' });

  test('goes to the error page with its message, and "Try again" brings the page back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/'));
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    // From now on the API's answers never arrive (a reset connection); the app's own code still loads.
    await page.route('**/api/v1/**', (route) => route.abort('connectionreset'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Devotionals' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    // Over the page, which says so too under it (inert while the error page shows).
    await expect(page.getByText('An error occurred while fetching the data. Please try again.').first()).toBeVisible();

    await page.unroute('**/api/v1/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
  });
});
