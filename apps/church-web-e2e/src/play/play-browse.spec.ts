import { expectNoSeriousViolations } from '../support/accessibility';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

test.describe('the video area, browsed', () => {
  test('a visitor opens /play: its title, the featured video and the rows, rendered on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(churchUrl('grace', '/play'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Play' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^See the collection: / }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/access?redirectTo=%2Fplay');
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sunday sermons' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Sermons, studies and worship/);
    await context.close();
  });

  test('a visitor searches as they type, opens a result, and its tag finds its neighbours', async ({ page }) => {
    await page.goto(churchUrl('grace', '/play'));
    await page.getByRole('navigation', { name: 'Video area' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('searchbox').fill('psalms faithfulness');
    await expect(page).toHaveURL(/\/play\/search\?q=psalms\+faithfulness/);
    const first = page.getByRole('main').getByRole('link', { name: /Psalms for Every Season \d+: Faithfulness/ }).first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: /Psalms for Every Season \d+: Faithfulness/ })).toBeVisible();
    await expect(page).toHaveTitle(/Psalms for Every Season \d+: Faithfulness · Grace Community Church/);
    await expectNoSeriousViolations(page);
  });

  test('the pages of a long search read well on the dark frame: Previous and Next keep their contrast', async ({ page }) => {
    await page.goto(churchUrl('grace', '/play/search?q=psalms'));
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pages.getByRole('link', { name: 'Next' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a video page is server-rendered with its link preview, and watching asks a visitor to sign in', async ({ page, browser }) => {
    await page.goto(churchUrl('grace', '/play/search?q=romans'));
    const result = page.getByRole('main').getByRole('link', { name: /Romans Road \d+:/ }).first();
    await result.click();
    await expect(page).toHaveURL(/\/play\/video\/\d+$/);
    const address = page.url();
    const title = (await page.getByRole('heading', { level: 1, name: /^Romans Road/ }).textContent()) ?? '';

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(address);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(plain.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await context.close();

    await page.getByRole('link', { name: `Watch: ${title}` }).click();
    await expect(page).toHaveURL(/\/access/);
  });

  test('unknown addresses of the area lead to its home; a church without the area has none', async ({ page }) => {
    await page.goto(churchUrl('grace', '/play/no-such-screen'));
    await expect(page).toHaveURL(churchUrl('grace', '/play'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Play' })).toBeVisible();
    await page.goto(churchUrl('grace', '/subscription/anything'));
    await expect(page).toHaveURL(churchUrl('grace', '/play'));
    await page.goto(churchUrl('vida', '/play'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
