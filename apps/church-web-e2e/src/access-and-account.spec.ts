import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectSignedOut, memberOf, newCpf, signIn, staffOf, storedSession } from './accounts';
import { churchUrl } from './church-site';

test.describe('becoming a member', () => {
  test('a visitor registers, activates through the mailbox link, signs in and lands where they wanted', async ({ page }) => {
    const email = `visitor.${Date.now()}@example.com`;
    await page.goto(churchUrl('grace', '/user/account'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fuser%2Faccount'));

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    // Bad data is refused, each with its message.
    await page.getByLabel('CPF').fill('111.111.111-11');
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Confirm the password').fill('Password@1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid CPF.')).toBeVisible();
    await expect(page.getByText(/The password needs at least 8 characters/)).toBeVisible();
    await expect(page.getByText('The passwords must match.')).toBeVisible();

    await page.getByLabel('First name').fill('Hannah');
    await page.getByLabel('Surname').fill('Brooks');
    await page.getByLabel('Mobile phone').fill('11987651234');
    await page.getByLabel('CPF').fill(newCpf());
    await page.getByLabel('Date of birth').fill('03/14/1990');
    await page.getByLabel('Female').check();
    await page.getByLabel('Password', { exact: true }).fill('Welcome@2026');
    await page.getByLabel('Confirm the password').fill('Welcome@2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

    // The activation e-mail, as the development mailbox shows it.
    await page.goto(churchUrl('grace', '/dev/mailbox'));
    const message = page.locator('article').filter({ hasText: email }).first();
    await message.getByRole('link', { name: /verifyToken=/ }).click();
    await expect(page.getByText('Your account is active. Sign in to continue.')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('Welcome@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/account'));
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hannah Brooks' })).toBeVisible();
  });

  test('a wrong password gets the login message and stays on the access screen', async ({ page }) => {
    await signIn(page, 'esperanca', memberOf('esperanca'), 'Errada@2026');
    await expect(page.getByText('Nome de usuário ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(churchUrl('esperanca', '/access'));
  });

  test('/login, /register and /reset-password lead to /access; redirectTo never leaves the site', async ({ page }) => {
    await page.goto(churchUrl('grace', '/login?redirectTo=%2Fabout'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fabout'));
    await page.goto(churchUrl('grace', '/register'));
    await expect(page).toHaveURL(churchUrl('grace', '/access'));
    await signIn(page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/access?redirectTo=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(churchUrl('grace', '/'));
  });
});

test.describe('the member area', () => {
  test('a member edits the profile, changes the password and signs out, in Spanish', async ({ page }) => {
    await signIn(page, 'vida', memberOf('vida'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();

    await page.goto(churchUrl('vida', '/user/data'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
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
    await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' })).toBeVisible();

    await page.goto(churchUrl('vida', '/user/account'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(churchUrl('vida', '/'));
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expectSignedOut(page);

    await signIn(page, 'vida', memberOf('vida'), 'Nueva@2027');
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
  });

  test('addresses and children are added, changed and deleted', async ({ page }) => {
    await signIn(page, 'esperanca', memberOf('esperanca'), DEMO_PASSWORD, '/access?redirectTo=%2Fuser%2Faddresses');
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
    await signIn(page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/access?redirectTo=%2Fuser%2Faccount');
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
    await signIn(page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/access?redirectTo=%2Fuser%2Fdelete-user');
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
    await signIn(page, 'grace', memberOf('grace'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff area' })).toHaveCount(0);
    await page.goto(churchUrl('grace', '/user/account'));
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.route('https://admin.church-web.example/**', (route) => route.fulfill({ body: 'admin site', contentType: 'text/plain' }));
    await signIn(page, 'grace', staffOf('grace'));
    await page.getByRole('link', { name: 'Staff area' }).click();
    await expect(page).toHaveURL('https://admin.church-web.example/login?lang=en&church=grace');
  });
});

test.describe('notifications', () => {
  test('a notification about news opens the news (§3 isRoute)', async ({ page }) => {
    await signIn(page, 'grace', memberOf('grace'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const newsLink = page.getByRole('link', { name: /^News: / });
    const title = ((await newsLink.textContent()) ?? '').replace('News: ', '');
    await newsLink.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('sessions', () => {
  test('an expired access token is refreshed without the person noticing', async ({ page }) => {
    await signIn(page, 'esperanca', memberOf('esperanca'));
    await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    const before = await storedSession(page);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/security/token/refresh')) refreshes.push(request.url());
    });
    // The test server's access tokens live 8 seconds.
    await page.waitForTimeout(9_000);
    await page.getByRole('link', { name: 'Minha conta' }).click();
    await page.getByRole('link', { name: 'Endereços' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Endereços' })).toBeVisible();
    // The member's seeded address arrives through the call retried with the refreshed token.
    await expect(page.getByRole('listitem').filter({ hasText: 'Casa' })).toContainText('Avenida Paulista, 1578');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    const after = await storedSession(page);
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  test('a replayed refresh token ends the session', async ({ page }) => {
    await signIn(page, 'grace', memberOf('grace'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    // Someone else spends the refresh token first.
    const stolen = await page.evaluate(async () => {
      const refreshToken = localStorage.getItem('church-web:refresh-token');
      const response = await fetch('/api/v1/security/token/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      return response.status;
    });
    expect(stolen).toBe(200);
    // The browser's access token expires; its refresh token has been spent: the whole family is revoked.
    await page.evaluate(() => {
      const store = JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { credentials: { token: string } };
      store.credentials.token = 'expired';
      sessionStorage.setItem('church-web:store', JSON.stringify(store));
    });
    await page.goto(churchUrl('grace', '/user/data'));
    await expect(page).toHaveURL(churchUrl('grace', '/'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectSignedOut(page);
  });

  test('a 401 from the API signs out and returns to home', async ({ page }) => {
    await signIn(page, 'grace', memberOf('grace'));
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await page.evaluate(() => {
      const store = JSON.parse(sessionStorage.getItem('church-web:store') ?? '{}') as { credentials: { token: string; refreshToken: string } };
      store.credentials = { token: 'revoked', refreshToken: 'revoked' };
      sessionStorage.setItem('church-web:store', JSON.stringify(store));
      localStorage.setItem('church-web:refresh-token', 'revoked');
    });
    await page.goto(churchUrl('grace', '/user/addresses'));
    await expect(page).toHaveURL(churchUrl('grace', '/'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectSignedOut(page);
  });
});
