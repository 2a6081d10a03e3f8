import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { dropPaymentAnswers, expectOneAttempt, fillCard, signedInFreshMember } from '../support/payments';
import { expect, test } from '../support/test';

/** Opens the first of the Psalms' videos (for subscribers only, as the demo's every tenth video is free), and its player. */
async function watchFirstFound(page: Page) {
  await page.goto(churchUrl('grace', `/play/search?q=${encodeURIComponent('psalms every season')}`));
  await page.getByRole('main').getByRole('link', { name: /^Psalms for Every Season \d+:/ }).first().click();
  await expect(page).toHaveURL(/\/play\/video\/\d+$/);
  const title = (await page.getByRole('heading', { level: 1, name: /^Psalms for Every Season/ }).textContent()) ?? '';
  await page.getByRole('link', { name: `Watch: ${title}` }).click();
  await expect(page).toHaveURL(/\/play\/watch\/\d+$|\/access/);
  return { title, video: page.getByLabel(title, { exact: true }) };
}

test.describe('the video area, subscribed', () => {
  test('a visitor opens a paid video, signs in on the way to its player, and is offered the plans there', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'grace');
    await watchFirstFound(page);
    await expect(page).toHaveURL(/\/access/);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/play\/watch\/\d+$/);
    await expect(page.getByText('This video is for subscribers. Choose a plan to start watching.')).toBeVisible();
    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/play/plans'));
  });

  test('a member starts the free trial by card, watches, leaves and resumes where they stopped, then cancels and keeps access', async ({ page, request }) => {
    test.slow();
    await signedInFreshMember(page, request, 'grace', '/play/plans');
    await page.getByRole('link', { name: 'Subscribe: Monthly' }).click();
    await expect(page.getByText(/^Free for 7 days, then charged on/)).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: 'Start the free trial' }).click();
    await expect(page.getByRole('heading', { name: 'Your free trial has begun' })).toBeVisible();

    const { title, video } = await watchFirstFound(page);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 30_000 }).toMatch(/^(blob:|http)/);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => element.addEventListener('timeupdate', () => element.currentTime > 5 && resolve()));
    });
    // Saved as it pauses (after a refresh of the session when its short test token has expired: the save is sent again then).
    const saved = page.waitForResponse((response) => /\/plano-assinatura-conteudo\/\d+\/progresso\//.test(response.url()) && response.request().method() === 'PUT' && response.status() === 200);
    const stoppedAt = await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      return element.currentTime;
    });
    await saved;

    await page.reload();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThanOrEqual(Math.floor(stoppedAt) - 1);
    await page.getByRole('link', { name: "Back to the video's page" }).click();
    await page.getByRole('button', { name: `Add to my list: ${title}` }).click();
    await expect(page.getByRole('button', { name: `Remove from my list: ${title}` })).toBeVisible();
    await page.goto(churchUrl('grace', '/play'));
    await expect(page.getByRole('region', { name: 'My list' }).getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue watching' }).getByRole('link', { name: /^Psalms for Every Season \d+:/ }).first()).toBeVisible();

    // From the area's bar to the account, whose menu leads to the subscriptions.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' }).click();
    await page.getByRole('main').getByRole('link', { name: 'My subscriptions' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/subscriptions'));
    await expect(page.getByRole('heading', { level: 1, name: 'My subscriptions' })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Cancel subscription: Monthly' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText(/^Cancelled: you keep access until/)).toBeVisible();

    const after = await watchFirstFound(page);
    await expect.poll(() => after.video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 30_000 }).toMatch(/^(blob:|http)/);
    await expect(page.getByText('This video is for subscribers. Choose a plan to start watching.')).toBeHidden();
  });

  test('a lost answer of the subscribe is sent again with the same key, and subscribes once', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'grace', '/play/plans');
    const attempts = await dropPaymentAnswers(page, '**/api/v1/usuario-plano-assinatura/');
    await page.getByRole('link', { name: 'Subscribe: Yearly' }).click();
    await page.getByLabel('Coupon (optional)').fill('WELCOME50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon WELCOME50 (−50%)')).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: 'Start the free trial' }).click();
    await expect(page.getByText('We could not confirm your payment yet.')).toBeVisible({ timeout: 30_000 });
    attempts.stopDropping();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Your free trial has begun' })).toBeVisible();
    expectOneAttempt(attempts);
    await page.getByRole('link', { name: 'Your subscriptions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Yearly' })).toHaveCount(1);
  });

  test('at esperanca, in reais, a member subscribes to the yearly plan by Pix, pays it on its payment page, and finds it active', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'esperanca', '/play/plans');
    await page.getByRole('link', { name: 'Assinar: Anual' }).click();
    await page.getByRole('radio', { name: 'Pix' }).check();
    await expect(page.getByText('A cada período, um novo Pix é enviado por e-mail para você pagar.')).toBeVisible();
    await page.getByRole('button', { name: /^Assinar e pagar R\$\s?199,00$/ }).click();
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar como pago (sandbox)' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
    await page.goto(churchUrl('esperanca', '/user/subscriptions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Minhas assinaturas' })).toBeVisible();
    await expect(page.getByText('Ativa', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Ativa: renova em /)).toBeVisible();
  });
});
