import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { signInThroughApi } from '../support/sessions';
import { expect, test } from '../support/test';

/** A fresh member, so that no other test's plans show, signed in on `path`. */
async function signedInFreshMember(page: Page, request: APIRequestContext, code: string, path: string) {
  const member = await freshActiveMember(request, code);
  await signInThroughApi(page, code, member.email, member.password, path);
  return member;
}

test.describe('reading plans', () => {
  test('a visitor is asked to sign in first', async ({ page }) => {
    await page.goto(churchUrl('grace', '/reading-plans'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Freading-plans'));
  });

  test('grace: start a plan, mark day 1 read and see the progress, open a reading, reset it, delete it', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'grace', '/reading-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Reading plans' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Gospels in 30 days' })).toBeVisible();
    await page.getByRole('link', { name: 'The Sermon on the Mount' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Sermon on the Mount' })).toBeVisible();

    await page.getByRole('button', { name: 'Start this plan' }).click();
    await expect(page).toHaveURL(/\/reading-plans\/[0-9a-f-]{36}\?subscriptionUuid=[0-9a-f-]{36}&planName=/);
    await expect(page.getByText('0 of 3 days read (0%)')).toBeVisible();
    await page.getByRole('button', { name: 'Mark day 1 as read' }).click();
    await expect(page.getByText('1 of 3 days read (33%)')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('checkbox', { name: 'Day 1' })).toBeChecked();
    const today = page.getByRole('region', { name: 'Day 2' });
    await expect(today).toBeVisible();
    await expectNoSeriousViolations(page);

    // A day's reading opens the Bible reader at its passage, in the church's translation.
    await today.getByRole('link', { name: 'Matthew 6' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/bible?book=Matt&chapter=6'));
    await expect(page.getByRole('heading', { level: 1, name: 'Matthew 6' })).toBeVisible();
    await page.goBack();

    // The plan is in My plans, in progress, and the progress survives a reload.
    await page.goto(churchUrl('grace', '/reading-plans?tab=mine'));
    const inProgress = page.getByRole('region', { name: 'In progress' });
    await expect(inProgress.getByText('Next: day 2')).toBeVisible();
    await inProgress.getByRole('link', { name: 'The Sermon on the Mount' }).click();
    await expect(page.getByText('1 of 3 days read (33%)')).toBeVisible();

    await page.getByRole('button', { name: 'Reset progress' }).click();
    await expect(page.getByText(/This cannot be undone\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, reset it' }).click();
    await expect(page.getByText('0 of 3 days read (0%)')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Day 1' })).not.toBeChecked();

    await page.getByRole('link', { name: 'Delete plan' }).click();
    await expect(page).toHaveURL(/\/reading-plans\/[0-9a-f-]{36}\/delete\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delete “The Sermon on the Mount”?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete the plan' }).click();
    await expect(page).toHaveURL(/\/reading-plans\/[0-9a-f-]{36}\/delete\/confirm\?planName=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan deleted' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to my plans' }).click();
    await expect(page.getByRole('heading', { name: 'You have not started a plan yet.' })).toBeVisible();
  });

  test('esperanca: the plans in Portuguese, and the same screens in the EMBED layout', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'esperanca', '/embed/reading-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Planos de leitura' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'Salmos e Provérbios em 31 dias' }).click();
    await expect(page).toHaveURL(/\/embed\/reading-plans\/[0-9a-f-]{36}\?planName=/);
    const dayOne = page.getByRole('listitem').filter({ hasText: /^Dia 1Salmos 1–4/ });
    await expect(dayOne.getByRole('link', { name: 'Provérbios 1', exact: true })).toHaveAttribute('href', '/bible?book=Prov&chapter=1');
  });
});
