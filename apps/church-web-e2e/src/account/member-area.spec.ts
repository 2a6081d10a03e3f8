import type { Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, expectSignedOut, memberOf, signIn, staffOf } from '../support/accounts';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { signInThroughApi } from '../support/sessions';

test.describe('the member area', () => {
  // A member of its own: the demo member's password is every other test's.
  test('a member edits the profile, changes the password and signs out, in Spanish', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'vida');
    await signInThroughApi(page, 'vida', member.email, member.password, '/user/data');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía María');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Sus datos se guardaron.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía María');

    await page.goto(churchUrl('vida', '/user/change-password'));
    await page.getByLabel('Contraseña actual').fill('Wrong@2026');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva@2027');
    await page.getByLabel('Confirme la nueva contraseña').fill('Nueva@2027');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await page.getByLabel('Contraseña actual').fill(member.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toBeVisible();

    await page.goto(churchUrl('vida', '/user/account'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(churchUrl('vida', '/'));
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expectSignedOut(page);

    // The new password signs in, through the form in Spanish.
    await signIn(page, 'vida', member.email, 'Nueva@2027');
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
  });

  test('addresses and children are added, changed and deleted', async ({ page }) => {
    await signInThroughApi(page, 'esperanca', memberOf('esperanca'), undefined, '/user/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'Endereços' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    await page.getByLabel('Nome (casa, trabalho…)').fill('Trabalho');
    await page.getByLabel('CEP').fill('01310-200');
    await expect(page.getByLabel('Rua')).toHaveValue(/Paulista/);
    await page.getByLabel('Número').fill('1000');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    const work = page.getByRole('listitem').filter({ hasText: 'Trabalho' });
    await expect(work).toContainText('1000');
    await work.getByRole('button', { name: /^Editar endereço/ }).click();
    await page.getByLabel('Número').fill('1100');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Trabalho' })).toContainText('1100');
    await page.getByRole('listitem').filter({ hasText: 'Trabalho' }).getByRole('button', { name: /^Excluir endereço/ }).click();
    await page.getByRole('group', { name: 'Excluir este endereço?' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Trabalho' })).toHaveCount(0);

    await page.goto(churchUrl('esperanca', '/user/children'));
    await page.getByRole('button', { name: 'Adicionar um filho' }).click();
    await page.getByLabel('Nome da criança').fill('Davi');
    await page.getByLabel('Data de nascimento').fill('10/05/2018');
    await page.getByLabel('Menino').check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Davi' })).toContainText('2018');
    await page.getByRole('button', { name: 'Excluir Davi' }).click();
    await page.getByRole('group', { name: 'Excluir Davi?' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Davi' })).toHaveCount(0);
  });

  test('a member uploads and removes a profile picture', async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/user/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Emily Carter' })).toBeVisible();
    await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Choose a JPEG, PNG or WebP picture.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByRole('img', { name: 'Emily Carter' })).toHaveCount(0);
  });

  test('a member asks to delete the account, confirming with the password', async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/user/delete-user');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByLabel('Your password').fill('Wrong@2026');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('The password is not right.')).toBeVisible();
    await expect(page).toHaveURL(churchUrl('grace', '/user/confirm-delete-user'));
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
  });

  test('staff see the way into the admin site; members do not', async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff area' })).toHaveCount(0);
    await page.goto(churchUrl('grace', '/user/account'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signing out loads the home page: the next address is asked for once it has (the header's "Sign in"
    // shows before that, and going elsewhere then would be interrupted by it).
    await page.waitForURL(churchUrl('grace', '/'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.route('https://admin.church-web.example/**', (route) => route.fulfill({ body: 'admin site', contentType: 'text/plain' }));
    await signInThroughApi(page, 'grace', staffOf('grace'));
    await page.getByRole('link', { name: 'Staff area' }).click();
    await expect(page).toHaveURL('https://admin.church-web.example/login?lang=en&church=grace');
  });
});

test.describe('notifications', () => {
  test.describe('on a desktop, where the menu may wrap onto a second line', () => {
    // Held requests must reach page.route, which does not see what a service worker fetches.
    test.use({ serviceWorkers: 'block' });

    test('the link is there as soon as the member is signed in, and its late count moves nothing on the page', async ({ page }) => {
      // The count's code and its request arrive late, as on a slow line, until released.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holdUntilReleased = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route(/\/assets\/notifications-[^/]*\.js$/, holdUntilReleased);
      await page.route(/\/api\/v1\/igreja\/\d+\/notificacao\//, holdUntilReleased);
      await signInThroughApi(page, 'grace', memberOf('grace'));
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
      const pageTop = async () => (await page.getByRole('main').boundingBox())?.y;
      const before = await pageTop();

      release();
      await expect(nav.getByRole('link', { name: /^Notifications \(\d+\)$/ })).toBeVisible();
      expect(await pageTop()).toBe(before);
    });
  });

  test('a notification about news opens the news (§3 isRoute)', async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const newsLink = page.getByRole('link', { name: /^News: / });
    const title = ((await newsLink.textContent()) ?? '').replace('News: ', '');
    await newsLink.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
