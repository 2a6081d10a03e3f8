import { expect, test } from '../support/test';
import { churchUrl } from '../support/church-site';

test.describe('chat', () => {
  test('grace: the items, newest first', async ({ page }) => {
    await page.goto(churchUrl('grace', '/chat'));
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Chat: welcome');
  });

  test('vida has it switched off: the address goes home', async ({ page }) => {
    await page.goto(churchUrl('vida', '/chat'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
