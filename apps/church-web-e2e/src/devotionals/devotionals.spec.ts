import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchUrl } from '../support/church-site';

test.describe('devotionals', () => {
  test('grace: list, second page, detail and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/devotionals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByRole('navigation', { name: 'Pages of devotionals' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/devotionals?page=2'));
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Seek First the Kingdom' })).toBeVisible();

    await page.goto(churchUrl('grace', '/devotionals'));
    await page.getByRole('link', { name: 'New Mercies Every Morning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Mercies Every Morning' })).toBeVisible();
    await expect(page.getByText('Lamentations 3:22-23')).toBeVisible();
    await expect(page).toHaveTitle('New Mercies Every Morning · Grace Community Church');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.startsWith('Lamentations 3:22-23 — Jeremiah wrote these words')).toBe(true);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', churchUrl('grace', '/demo/devotionals/sunrise-1.svg'));
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Back to devotionals' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/devotionals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
  });

  test('grace: a stored script renders as text around it and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(churchUrl('grace', '/devotionals'));
    await page.getByRole('link', { name: 'Guarding Our Hearts and Minds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guarding Our Hearts and Minds' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/Paul does not tell the Philippians/)).toBeVisible();
    await expect(main.getByText(/The promise is not that every problem disappears/)).toBeVisible();
    await expect(main.getByText('pray about everything')).toBeVisible();
    await expect(main.locator('script')).toHaveCount(0);
    await expect(main.locator('[onerror]')).toHaveCount(0);
    // Give a handler that survived a chance to fire before checking that nothing ran: the stored picture's
    // onerror would fire once it has failed to load, so wait until every picture of the article has settled.
    // (Not 'networkidle': half a second without a request, which a loaded machine may never give in 30 s.)
    await expect.poll(() => main.evaluate((element) => [...element.querySelectorAll('img')].every((image) => image.complete))).toBe(true);
    expect(await page.evaluate(() => (window as { __devotionalScriptRan?: boolean }).__devotionalScriptRan)).toBeUndefined();
    await expect(page).toHaveTitle('Guarding Our Hearts and Minds · Grace Community Church');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Philippians 4:6-7');
    expect(description).not.toContain('__devotionalScriptRan');
    expect(dialogs).toEqual([]);
  });

  test('grace: an id that does not exist shows not found with a way back', async ({ page }) => {
    for (const path of ['/devotionals/999999', '/devotionals/not-a-number']) {
      await page.goto(churchUrl('grace', path));
      await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to devotionals' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/devotionals'));
  });
});

test.describe('vida has it switched off', () => {
  for (const path of ['/devotionals', '/devotionals/1']) {
    test(`${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }
});
