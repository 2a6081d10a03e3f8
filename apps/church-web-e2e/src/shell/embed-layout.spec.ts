import type { Page } from '@playwright/test';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/** The EMBED layout has no site header (banner) and no footer (contentinfo) around its one main landmark. */
async function expectEmbedLayout(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test.describe('the EMBED layout keeps itself', () => {
  test('an unknown address under /embed/ is a not-found page without the site’s header and footer, in each church’s language', async ({ page }) => {
    for (const [code, heading] of [
      ['grace', 'Page not found'],
      ['esperanca', 'Página não encontrada'],
      ['vida', 'Página no encontrada'],
    ] as const) {
      const response = await page.goto(churchUrl(code, '/embed/xyz'));
      expect(response?.status(), `${code}: the server answers an unknown embed address with 404`).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectEmbedLayout(page);
    }
    // The site's own not-found page keeps the site's header and footer.
    await page.goto(churchUrl('grace', '/xyz'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('an embedded page that needs an account signs in inside the embed, then returns to it', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'grace');
    await page.goto(churchUrl('grace', '/embed/reading-plans?tab=mine'));
    await expect(page).toHaveURL(churchUrl('grace', '/embed/access?redirectTo=%2Fembed%2Freading-plans%3Ftab%3Dmine'));
    await expectEmbedLayout(page);

    await page.getByLabel(/^E-mail/).fill(member.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/^Password/).fill(member.password);
    await expectEmbedLayout(page);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(churchUrl('grace', '/embed/reading-plans?tab=mine'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reading plans' })).toBeVisible();
    await expectEmbedLayout(page);
  });

  test('the site’s own pages still sign in on the site’s access screen', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/reading-plans'));
    await expect(page).toHaveURL(churchUrl('esperanca', '/access?redirectTo=%2Freading-plans'));
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
