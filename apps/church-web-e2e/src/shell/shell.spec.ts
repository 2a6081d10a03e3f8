import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { churchUrl, hostUrl } from '../support/church-site';
import { goOfflineOnceNoticeLoaded } from '../support/offline';

test.describe('each church is its own site', () => {
  test('grace: English, blue, its own menu, with no API call before the first paint', async ({ page }) => {
    await page.goto(churchUrl('grace'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Grace Community Church');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About us', 'Our churches', 'Schedule', 'News', 'Devotionals', 'Videos', 'Grace Play', 'Bible Study Hub', 'Volunteer Rota', 'Sign in']);
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(31, 78, 158)');
    await expect(page.getByRole('img', { name: 'Welcome home this Sunday' })).toBeVisible();
    // Sections that load later (the coming week) may call the API; nothing may before the first paint.
    const callsBeforeFirstPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < paint && /\/(api|bff)\//.test(new URL(entry.name).pathname))
        .map((entry) => entry.name);
    });
    expect(callsBeforeFirstPaint).toEqual([]);
  });

  test('esperanca: Portuguese, green, its own menu', async ({ page }) => {
    await page.goto(churchUrl('esperanca'));
    await expect(page.getByRole('heading', { level: 1, name: 'Igreja Esperança' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link')).toHaveText(['Início', 'Quem somos', 'Nossas igrejas', 'Agenda', 'Notícias', 'Devocionais', 'Vídeos', 'Estudos em Grupo', 'Entrar']);
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(27, 127, 76)');
    await expect(page.getByRole('main').getByRole('link', { name: 'Quem somos' })).toBeVisible();
  });

  test('vida: Spanish, red', async ({ page }) => {
    await page.goto(churchUrl('vida', '/about'));
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await expect(page.getByRole('heading', { name: 'Nuestras congregaciones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vida Lavapiés' })).toBeVisible();
  });

  test('a custom host name serves its church', async ({ page }) => {
    await page.goto(hostUrl('www.gracechurch.test'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
  });

  test('an inactive church shows the error page', async ({ page }) => {
    await page.goto(churchUrl('fechada'));
    await expect(page.getByRole('heading', { level: 1, name: 'Esta igreja não está disponível' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('a host that serves no church gets a clear page', async ({ page }) => {
    const response = await page.goto(churchUrl('nowhere'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Church not found' })).toBeVisible();
  });
});

test.describe('navigation guards', () => {
  test('a route of a module vida has switched off lands on home', async ({ page }) => {
    await page.goto(churchUrl('vida', '/devotionals'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
  });

  test('an area of a module with no library yet is still guarded by its code', async ({ page }) => {
    // Vida has giving but no small groups; neither module is built, so giving is not found.
    await page.goto(churchUrl('vida', '/groups'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
    await page.goto(churchUrl('vida', '/give/3'));
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  });

  test('the member area sends a logged-out visitor to /access with redirectTo', async ({ page }) => {
    await page.goto(churchUrl('grace', '/user/account'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fuser%2Faccount'));
  });

  test('requiresAuth=true on any route asks for login', async ({ page }) => {
    await page.goto(churchUrl('grace', '/about?requiresAuth=true'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fabout%3FrequiresAuth%3Dtrue'));
  });

  test('an unknown path shows the error page with its message', async ({ page }) => {
    await page.goto(churchUrl('grace', '/no-such-page?message=That%20link%20has%20expired.'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('That link has expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/'));
  });
});

test.describe('the shell', () => {
  test('moves between screens without reloading and keeps the church', async ({ page }) => {
    await page.goto(churchUrl('grace'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page).toHaveTitle('About us · Grace Community Church');
    await expect(page.getByText('Grace began in 1987')).toBeVisible();
  });

  test('lists the churches, nearest first once the browser shares its location', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: churchUrl('esperanca', '').replace(/\/$/, '') });
    await context.setGeolocation({ latitude: 40.42, longitude: -3.7 });
    await page.goto(churchUrl('esperanca', '/churchs'));
    await expect(page.getByText('Igrejas mais próximas primeiro.')).toBeVisible();
    const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['Iglesia Vida', 'Grace Community Church', 'Igreja Esperança']);
    await expect(page.getByRole('listitem').filter({ hasText: 'Igreja Esperança' })).toContainText('Você está aqui');
    await page.getByRole('link', { name: 'Ir para esta igreja: Iglesia Vida' }).click();
    await expect(page).toHaveURL(churchUrl('vida', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
  });

  test("the menu's church link opens the church selection over the page, and the chosen church's site opens", async ({ page }) => {
    await page.goto(churchUrl('vida', '/about'));
    const heading = page.getByRole('heading', { level: 1 });
    const pageTitle = await heading.textContent();
    // The selection comes with the footer's code, after the first paint; before it, the link is the
    // /churchs page. Once it is there, the link says it opens a dialog.
    const churchesLink = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Nuestras iglesias' });
    await expect(churchesLink).toHaveAttribute('aria-haspopup', 'dialog');
    await churchesLink.click();
    const dialog = page.getByRole('dialog', { name: 'Nuestras iglesias' });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Iglesia Vida' })).toContainText('Usted está aquí');
    // Escape leaves the visitor on the page they were reading, focus back on the link.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(churchUrl('vida', '/about'));
    await expect(heading).toHaveText(pageTitle ?? '');
    await expect(page.getByRole('link', { name: 'Nuestras iglesias' }).first()).toBeFocused();
    await page.getByRole('link', { name: 'Nuestras iglesias' }).first().press('Enter');
    await dialog.getByRole('link', { name: /Grace Community Church/ }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Community Church' })).toBeVisible();
  });

  test('folds the menu behind a button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace'));
    const about = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About us' });
    await expect(about).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await about.click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('shows an offline notice', async ({ page, context }) => {
    await page.goto(churchUrl('vida'));
    await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    await goOfflineOnceNoticeLoaded(page, context);
    await expect(page.getByText('Está sin conexión. Compruebe su conexión a internet.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Está sin conexión. Compruebe su conexión a internet.')).toBeHidden();
  });

  test('registers the service worker', async ({ page }) => {
    await page.goto(churchUrl('grace'));
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''))
      .toContain('/service-worker.js');
  });

  for (const code of ['grace', 'esperanca']) {
    test(`the ${code} home has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(churchUrl(code));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
