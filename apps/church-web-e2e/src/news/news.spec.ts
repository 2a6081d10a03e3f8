import { expect, test } from '../support/test';
import { churchUrl } from '../support/church-site';

test.describe('news', () => {
  test('grace: list, second page, detail and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages of news' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/news?page=2'));
    await expect(page.getByRole('link', { name: 'Grace Cambridge celebrates five years' })).toBeVisible();
    await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/news'));

    await page.getByRole('link', { name: 'Food drive collects over two tons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Food drive collects over two tons' })).toBeVisible();
    await expect(page.getByText('4,300 pounds', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Thank you! Our community food drive gave 4,300 pounds of food to the Greater Boston Food Bank.',
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });

  test('grace: with JavaScript off, Next and Previous are links the server answers', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(churchUrl('grace', '/news'));
    const pages = page.getByRole('navigation', { name: 'Pages of news' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/news?page=2'));
    await expect(pages).toContainText('Page 2 of 2');
    await expect(page.getByRole('link', { name: 'Grace Cambridge celebrates five years' })).toBeVisible();
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/news'));
    await expect(pages).toContainText('Page 1 of 2');
    await context.close();
  });

  test('grace: an id that does not exist shows not found', async ({ page }) => {
    await page.goto(churchUrl('grace', '/news/999999'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  });

  test('vida has news on, in Spanish', async ({ page }) => {
    await page.goto(churchUrl('vida', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Concierto de Navidad en Lavapiés' })).toBeVisible();
  });
});
