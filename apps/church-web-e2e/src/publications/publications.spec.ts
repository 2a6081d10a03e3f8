import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchUrl } from '../support/church-site';

test.describe('publications on grace', () => {
  test('types link to their publications; a publication opens and goes back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/publication-types'));
    await expect(page.getByRole('heading', { level: 1, name: 'Publication types' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Articles', 'Weekly bulletins']);
    await page.getByRole('link', { name: 'See the publications: Weekly bulletins' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications?type=bulletins'));
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly bulletins' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Pages of publications' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Bulletin for All Saints Sunday' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications/bulletin-2026-11-01'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bulletin for All Saints Sunday' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Order of service' })).toBeVisible();
    await expect(page).toHaveTitle('Bulletin for All Saints Sunday · Grace Community Church');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Communion, the memorial reading of names/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/demo\/publications\/grace-1\.svg$/);
    const download = page.getByRole('link', { name: 'Download the file' });
    await expect(download).toHaveAttribute('href', '/demo/publications/grace-bulletin.pdf');
    const pdfStart = await page.evaluate(async () => {
      const response = await fetch('/demo/publications/grace-bulletin.pdf');
      return response.ok ? (await response.text()).slice(0, 5) : `status ${response.status}`;
    });
    expect(pdfStart).toBe('%PDF-');

    await page.goBack();
    await expect(page).toHaveURL(churchUrl('grace', '/publications?type=bulletins'));
    await expect(cards).toHaveCount(6);
  });

  test('the list pages on the server, newest first', async ({ page }) => {
    await page.goto(churchUrl('grace', '/publications'));
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages of publications' });
    await expect(pages).toContainText('Page 1 of 2');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications?page=2'));
    await expect(pages).toContainText('Page 2 of 2');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Welcoming new neighbours' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an unknown publication shows the not-found message with a way back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/publications/no-such-publication'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to publications' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications'));
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test('the publications fit 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', '/publications'));
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('vida has it switched off', () => {
  for (const path of ['/publication-types', '/publications', '/publications/una-fe-para-madrid']) {
    test(`${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }
});
