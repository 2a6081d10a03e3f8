import { expect, test } from '../support/test';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

test.describe('public pages arrive rendered from the server', () => {
  test('with JavaScript off, a visitor reads the home, follows the menu to the news and reads an item', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(churchUrl('grace'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('img').first()).toBeVisible();
    // The home's sections arrive rendered too, with their data.
    await expect(page.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the full schedule' })).toHaveAttribute('href', '/schedule');

    await page.getByRole('navigation').getByRole('link', { name: 'News', exact: true }).first().click();
    await expect(page).toHaveURL(churchUrl('grace', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.getByRole('link', { name: 'Food drive collects over two tons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Food drive collects over two tons' })).toBeVisible();
    await expect(page.getByText('4,300 pounds', { exact: true })).toBeVisible();
    await context.close();
  });

  test('with JavaScript off, every public page of a church shows its content, in its language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages: [string, string][] = [
      ['/about', 'About'],
      ['/churchs', 'Our churches'],
      ['/schedule', 'Schedule'],
      ['/devotionals', 'Devotionals'],
      ['/studies', 'Studies'],
      ['/ministries', 'Ministries'],
      ['/ebds', 'Sunday School'],
      ['/publications', 'Publications'],
      ['/videos', 'Videos'],
      ['/podcast', 'Podcast'],
    ];
    for (const [path, heading] of pages) {
      const response = await page.goto(churchUrl('grace', path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // The page's own content, not a loading indicator: at least one link into it or a paragraph.
      await expect(page.locator('main').getByRole('status'), `${path} is not left loading`).toHaveCount(0);
    }
    await page.goto(churchUrl('esperanca', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    await context.close();
  });

  test('the home carries the church as schema.org JSON-LD and its preview tags', async ({ request }) => {
    const html = await (await churchApi(request, 'grace').get('/')).text();
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(jsonLd, 'the JSON-LD script').not.toBeNull();
    const church = JSON.parse(jsonLd?.[1] ?? '{}') as Record<string, unknown>;
    expect(church).toMatchObject({ '@context': 'https://schema.org', '@type': 'Church', name: 'Grace Community Church' });
    expect(html).toMatch(/<meta property="og:title" content="Grace Community Church">/);
    expect(html).toMatch(/<meta property="og:type" content="website">/);
  });

  test('a public page may be kept by a CDN for seconds, answers 304 to its ETag, and is private with credentials', async ({ request }) => {
    const api = churchApi(request, 'grace');
    // A page rendered again in between (its 10 s are up, or another test changed the church) has a new
    // ETag, since its data carries the time it was read: the next request then gets that one's 304.
    await expect(async () => {
      const first = await api.get('/news');
      expect(first.status()).toBe(200);
      expect(first.headers()['cache-control']).toContain('s-maxage=');
      const etag = first.headers()['etag'] ?? '';
      expect(etag).toBeTruthy();
      const again = await api.get('/news', { 'if-none-match': etag });
      expect(again.status()).toBe(304);
    }).toPass({ timeout: 10_000 });
    const signedIn = await api.get('/news', { cookie: 'church_device=abc' });
    expect(signedIn.headers()['cache-control']).toMatch(/^private/);
    const withToken = await api.get('/access?verifyToken=abc');
    expect(withToken.headers()['cache-control']).toMatch(/^private/);
  });

  test('each church has its own robots.txt and a sitemap of its public pages', async ({ request }) => {
    const api = churchApi(request, 'grace');
    const robots = await (await api.get('/robots.txt')).text();
    const origin = new URL(churchUrl('grace')).origin;
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /user');

    const sitemap = await api.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${origin}/news/\\d+</loc>`));
    expect(xml).not.toContain('esperanca');
    expect(xml).not.toContain('/user');
  });
});

test('the home hydrates what the server rendered, its sections included, instead of rendering it again', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Every element taken out of the page after it arrived: what React threw away to render again.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedElements: string[] }).removedElements = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.id || node.querySelector('[id]')?.id || node.tagName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(churchUrl('grace'));
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  await expect(page.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const removed = await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);
  expect(removed.filter((id) => id.startsWith('schedule-'))).toEqual([]);
  expect(removed).not.toContain('main-content');
  expect(errors).toEqual([]);
});

test.describe('on a phone, without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the menu is in the page, since no button can unfold it', async ({ page }) => {
    await page.goto(churchUrl('grace'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'News' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await menu.getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });
});
