import { expect, test } from '../support/test';
import { churchUrl } from '../support/church-site';

test.describe('studies on grace', () => {
  test('lists, pages, opens a study and goes back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/studies'));
    await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText('John 15:1-17');
    await page.getByRole('navigation', { name: 'Pages of studies' }).getByRole('link', { name: 'Next' }).click();
    await expect(items).toHaveCount(1);
    await page.getByRole('link', { name: 'The Beatitudes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Beatitudes' })).toBeVisible();
    await expect(page.getByText('Passage: Matthew 5:1-12')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Questions for the group' }).getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveTitle('The Beatitudes · Grace Community Church');
    await page.goBack();
    await expect(page).toHaveURL(churchUrl('grace', '/studies?page=2'));
    await expect(page.getByRole('link', { name: 'The Beatitudes' })).toBeVisible();
  });

  test('an unknown or malformed study id shows the not-found message', async ({ page }) => {
    for (const id of ['999999', 'not-a-number']) {
      await page.goto(churchUrl('grace', `/studies/${id}`));
      await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to studies' })).toHaveAttribute('href', '/studies');
    }
  });
});

test.describe('members-only studies on esperanca', () => {
  test('send a logged-out visitor to sign in, coming back to the study afterwards', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/studies'));
    await expect(page).toHaveURL(churchUrl('esperanca', '/access?redirectTo=%2Fstudies'));
    await page.goto(churchUrl('esperanca', '/studies/3?page=1'));
    await expect(page).toHaveURL(churchUrl('esperanca', '/access?redirectTo=%2Fstudies%2F3%3Fpage%3D1'));
  });
});

test.describe('vida has it switched off', () => {
  for (const path of ['/studies', '/studies/1']) {
    test(`${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }
});
