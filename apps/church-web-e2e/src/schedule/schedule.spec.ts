import { expect, test } from '../support/test';
import { DateTime } from 'luxon';
import { expectNoSeriousViolations } from '../support/accessibility';
import { CHURCH_TIME_ZONES, churchUrl } from '../support/church-site';

/** The month grace's schedule opens on: its current month where the church is, not where the test runs. */
const thisMonth = DateTime.now().setZone(CHURCH_TIME_ZONES.grace);
const monthName = (date: DateTime, locale = 'en') => date.setLocale(locale).toLocaleString({ month: 'long', year: 'numeric' });

test.describe('schedule', () => {
  test('grace: the month by day, moving between months with the keyboard', async ({ page }) => {
    await page.goto(churchUrl('grace', '/schedule'));
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: monthName(thisMonth) })).toBeVisible();
    await expect(page.getByText('Sunday Morning Worship').first()).toBeVisible();
    await expect(page.getByText('Midweek Prayer Meeting').first()).toBeVisible();
    await expect(page).toHaveTitle(`Schedule · ${monthName(thisMonth)} · Grace Community Church`);
    await expectNoSeriousViolations(page);

    const next = thisMonth.plus({ months: 1 });
    const nextLink = page.getByRole('link', { name: `Next month: ${monthName(next)}` });
    await nextLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(churchUrl('grace', `/schedule?month=${next.toFormat('yyyy-MM')}`));
    await expect(page.getByRole('heading', { level: 2, name: monthName(next) })).toBeVisible();
    // Services are seeded six weeks ahead, so the next month starts with some.
    await expect(page.getByText(/Sunday|Youth Night|Midweek Prayer Meeting/).first()).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: monthName(thisMonth) })).toBeVisible();
  });

  test('grace: a month with nothing on says so', async ({ page }) => {
    await page.goto(churchUrl('grace', '/schedule?month=1999-01'));
    await expect(page.getByRole('heading', { level: 2, name: 'January 1999' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing on the schedule this month' })).toBeVisible();
  });

  test('grace: the home shows this week, with the coming event', async ({ page }) => {
    await page.goto(churchUrl('grace'));
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week).toBeVisible();
    await expect(week.getByText('Worship Night')).toBeVisible();
    await expect(week.getByText('Event').first()).toBeVisible();
    await week.getByRole('link', { name: 'See the full schedule' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/schedule'));
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  });

  test('grace: the schedule fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', '/schedule'));
    await expect(page.getByText('Sunday Morning Worship').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('esperanca: the schedule in Portuguese', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/schedule'));
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: monthName(DateTime.now().setZone(CHURCH_TIME_ZONES.esperanca), 'pt-BR') })).toBeVisible();
    await expect(page.getByText('Culto da Família').first()).toBeVisible();
  });
});

test.describe('vida has it switched off', () => {
  for (const path of ['/schedule', '/schedule?month=2026-11']) {
    test(`${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }

  test('the home has no schedule section', async ({ page }) => {
    await page.goto(churchUrl('vida'));
    await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Esta semana' })).toHaveCount(0);
  });
});
