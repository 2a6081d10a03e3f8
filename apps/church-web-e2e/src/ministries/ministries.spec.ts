import { expect, test } from '../support/test';
import { churchUrl } from '../support/church-site';

test.describe('ministries', () => {
  test('grace: list, ministry, project and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ministries'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ministries' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(6);
    await page.getByRole('link', { name: 'Compassion and Mercy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compassion and Mercy' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+1 617 555 0150' })).toHaveAttribute('href', 'tel:+16175550150');

    await page.getByRole('link', { name: 'Weekly food pantry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly food pantry' })).toBeVisible();
    await expect(page.getByText('A project of Compassion and Mercy')).toBeVisible();
    await expect(page.getByText('In progress')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Compassion and Mercy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compassion and Mercy' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to ministries' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/ministries'));
  });

  test('grace: a ministry or project that does not exist shows not found', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ministries/999999'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await page.goto(churchUrl('grace', '/ministries/1/projects/999999'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the ministry' })).toHaveAttribute('href', '/ministries/1');
  });
});
