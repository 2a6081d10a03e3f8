import { expect, test } from '../support/test';
import { churchUrl } from '../support/church-site';

test.describe('Sunday school', () => {
  test('grace: list, class with its lessons, and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ebds'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday school' })).toBeVisible();
    await page.getByRole('link', { name: 'Foundations' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/ebds/foundations'));
    await expect(page.getByRole('heading', { level: 1, name: 'Foundations' })).toBeVisible();
    await expect(page.getByText('Sundays at 10:15')).toBeVisible();
    const lessons = page.getByRole('region', { name: 'Lessons' });
    await expect(lessons.getByRole('listitem')).toHaveCount(5);
    await expect(lessons.getByRole('heading', { name: 'Can we trust the Bible?' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sunday school' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/ebds'));
  });

  test('grace: a class that does not exist shows not found', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ebds/no-such-class'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
  });
});

test.describe('vida has it switched off', () => {
  for (const path of ['/ebds', '/ebds/ninos']) {
    test(`${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }
});
