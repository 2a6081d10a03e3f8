import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/** How many people prayed for the request on the page, as its counts say it. */
async function prayedCount(page: Page): Promise<number> {
  const text = (await page.getByText(/people prayed|person prayed|Nobody has prayed yet/).first().textContent()) ?? '';
  return /Nobody/.test(text) ? 0 : Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

test.describe('the request-login modal', () => {
  test('a visitor who says they prayed is offered signing in in a modal (keyboard and 390 px), signs in and is back on the request with the prayer counted', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'grace');
    const wall = (await (await churchApi(request, 'grace').get('/api/v1/oracao/grace-community-church')).json()) as { oracoes: { id: number; nome: string }[] };
    const daniel = wall.oracoes.find((item) => item.nome === 'Daniel Brooks');
    const requestPath = `/prayer/${daniel?.id}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', requestPath));
    await expect(page.getByRole('heading', { level: 1, name: 'Daniel Brooks' })).toBeVisible();
    const before = await prayedCount(page);

    // Keyboard: Enter opens it on its first link, Tab stays inside, Escape closes it and focus is back on the button.
    const pray = page.getByRole('button', { name: 'I prayed' });
    await pray.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in to pray' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(pray).toBeFocused();

    // Signing in from the modal comes back to the request, and the prayer the visitor said is counted.
    await pray.click();
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/access?redirectTo=${encodeURIComponent(requestPath)}&start=register`);
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(churchUrl('grace', `/access?redirectTo=${encodeURIComponent(requestPath)}`));
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(churchUrl('grace', requestPath));
    await expect(page.getByRole('button', { name: 'You prayed for this' })).toBeDisabled();
    await expect.poll(() => prayedCount(page)).toBe(before + 1);
    // Once: the intent is spent, and the server has the prayer.
    expect(await page.evaluate(() => localStorage.getItem('church-web:login-intent'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: 'You prayed for this' })).toBeDisabled();
    await expect.poll(() => prayedCount(page)).toBe(before + 1);
  });

  test('"Create an account" opens the access screen to register, coming back to the request', async ({ page, request }) => {
    const wall = (await (await churchApi(request, 'grace').get('/api/v1/oracao/grace-community-church')).json()) as { oracoes: { id: number; nome: string }[] };
    const requestPath = `/prayer/${wall.oracoes[0]?.id}`;
    await page.goto(churchUrl('grace', requestPath));
    await page.getByLabel('Leave a message').fill('Praying with you.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to leave a message' });
    await dialog.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(churchUrl('grace', `/access?redirectTo=${encodeURIComponent(requestPath)}&start=register`));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});
