import type { Page } from '@playwright/test';
import { churchUrl } from '../support/church-site';
import { expect, test, waitingForHydration } from '../support/test';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Fires Chromium's install event as the browser does once it finds the site installable (a test's
 * browser decides that by its own rules and time, so the test gives one); its dialog is a stub that
 * notes it was opened.
 */
async function offerInstall(page: Page): Promise<void> {
  const kept = await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.documentElement.dataset['installPrompted'] = 'yes';
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  // The home's app download keeps it (and keeps the browser's own banner away), whatever it then shows.
  expect(kept).toBe(true);
  // React has rendered what the section decided.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

/** The web app manifest the page links to, fetched as the page would (its type and content). */
async function linkedManifest(page: Page): Promise<{ type: string | null; manifest: Record<string, unknown> }> {
  return page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) throw new Error('The page links to no manifest');
    const response = await fetch(link.href);
    return { type: response.headers.get('content-type'), manifest: await response.json() };
  });
}

test.describe('app download', () => {
  test("a church with an app of its own links to it in the stores, in the home's HTML", async ({ page }) => {
    const response = await page.goto(churchUrl('grace', '/'));
    expect(await response?.text()).toContain('https://apps.apple.com/us/app/grace-community-church-boston/id6450000142');
    const section = page.getByRole('region', { name: 'Get our app' });
    await expect(section.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(section.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await offerInstall(page);
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
    // Installed all the same, the app is the church's, and names its apps in the stores.
    const { manifest } = await linkedManifest(page);
    expect(manifest).toMatchObject({ name: 'Grace Community Church', short_name: 'Grace', lang: 'en', theme_color: '#1F4E9E', prefer_related_applications: false });
    expect(manifest['related_applications']).toEqual([
      expect.objectContaining({ platform: 'itunes', url: 'https://apps.apple.com/us/app/grace-community-church-boston/id6450000142' }),
      expect.objectContaining({ platform: 'play', id: 'org.gracecommunity.boston' }),
    ]);
  });

  test("a church without one offers the browser's install dialog once the browser gives its event", async ({ page }) => {
    const response = await page.goto(churchUrl('esperanca', '/'));
    expect(await response?.text()).not.toContain('Instale nosso aplicativo');
    await offerInstall(page);
    const section = page.getByRole('region', { name: 'Instale nosso aplicativo' });
    await section.getByRole('button', { name: 'Instalar o aplicativo' }).click();
    await expect(page.locator('html[data-install-prompted="yes"]')).toHaveCount(1);
    // The event is used up: the offer goes with it.
    await expect(section).toHaveCount(0);
    // What the browser installs is the church's app: its name, language and colour, not a generic "Church".
    const { type, manifest } = await linkedManifest(page);
    expect(type).toBe('application/manifest+json');
    expect(manifest).toMatchObject({ name: 'Igreja Esperança', short_name: 'Esperança', lang: 'pt-BR', theme_color: '#1B7F4C', start_url: '/', display: 'standalone' });
    expect(manifest['related_applications']).toBeUndefined();
  });

  test('dismissed, the offer stays hidden after a reload, for that church only', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/'));
    await offerInstall(page);
    const section = page.getByRole('region', { name: 'Instale nosso aplicativo' });
    await section.getByRole('button', { name: 'Não, obrigado' }).click();
    await expect(section).toHaveCount(0);

    await page.reload();
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
    await offerInstall(page);
    await expect(section).toHaveCount(0);

    await page.goto(churchUrl('vida', '/'));
    await offerInstall(page);
    await expect(page.getByRole('region', { name: 'Instale nuestra aplicación' }).getByRole('button', { name: 'Instalar la aplicación' })).toBeVisible();
  });

  test('on an iPhone, the Share → "Add to Home Screen" steps', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, timezoneId: 'America/Sao_Paulo' });
    const page = waitingForHydration(await context.newPage());
    await page.goto(churchUrl('esperanca', '/'));
    const section = page.getByRole('region', { name: 'Instale nosso aplicativo' });
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(section.getByRole('listitem').first()).toHaveText('Toque no botão Compartilhar na barra do Safari.');
    await expect(section.getByRole('button', { name: 'Instalar o aplicativo' })).toHaveCount(0);
    await context.close();
  });
});
