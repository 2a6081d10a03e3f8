import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { churchUrl } from './church-site';

/** The month the browser starts on (the schedule opens on the reader's current month). */
const thisMonth = DateTime.now();
const monthName = (date: DateTime, locale = 'en') => date.setLocale(locale).toLocaleString({ month: 'long', year: 'numeric' });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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
    await expect(page.getByRole('heading', { level: 2, name: monthName(thisMonth, 'pt-BR') })).toBeVisible();
    await expect(page.getByText('Culto da Família').first()).toBeVisible();
  });
});

test.describe('devotionals', () => {
  test('grace: list, second page, detail and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/devotionals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/devotionals?page=2'));
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Seek First the Kingdom' })).toBeVisible();

    await page.goto(churchUrl('grace', '/devotionals'));
    await page.getByRole('link', { name: 'New Mercies Every Morning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Mercies Every Morning' })).toBeVisible();
    await expect(page.getByText('Lamentations 3:22-23')).toBeVisible();
    await expect(page).toHaveTitle('New Mercies Every Morning · Grace Community Church');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.startsWith('Lamentations 3:22-23 — Jeremiah wrote these words')).toBe(true);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', churchUrl('grace', '/demo/devotionals/sunrise-1.svg'));
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Back to devotionals' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/devotionals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Devotionals' })).toBeVisible();
  });

  test('grace: a stored script renders as text around it and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(churchUrl('grace', '/devotionals'));
    await page.getByRole('link', { name: 'Guarding Our Hearts and Minds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guarding Our Hearts and Minds' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/Paul does not tell the Philippians/)).toBeVisible();
    await expect(main.getByText(/The promise is not that every problem disappears/)).toBeVisible();
    await expect(main.getByText('pray about everything')).toBeVisible();
    await expect(main.locator('script')).toHaveCount(0);
    await expect(main.locator('[onerror]')).toHaveCount(0);
    // Give a handler that survived a chance to fire before checking that nothing ran.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __devotionalScriptRan?: boolean }).__devotionalScriptRan)).toBeUndefined();
    await expect(page).toHaveTitle('Guarding Our Hearts and Minds · Grace Community Church');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Philippians 4:6-7');
    expect(description).not.toContain('__devotionalScriptRan');
    expect(dialogs).toEqual([]);
  });

  test('grace: an id that does not exist shows not found with a way back', async ({ page }) => {
    for (const path of ['/devotionals/999999', '/devotionals/not-a-number']) {
      await page.goto(churchUrl('grace', path));
      await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to devotionals' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/devotionals'));
  });
});

test.describe('news', () => {
  test('grace: list, second page, detail and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/news?page=2'));
    await expect(page.getByRole('link', { name: 'Grace Cambridge celebrates five years' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/news'));

    await page.getByRole('link', { name: 'Food drive collects over two tons' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Food drive collects over two tons' })).toBeVisible();
    await expect(page.getByText('4,300 pounds', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Thank you! Our community food drive gave 4,300 pounds of food to the Greater Boston Food Bank.',
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });

  test('grace: an id that does not exist shows not found', async ({ page }) => {
    await page.goto(churchUrl('grace', '/news/999999'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  });

  test('vida has news on, in Spanish', async ({ page }) => {
    await page.goto(churchUrl('vida', '/news'));
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Concierto de Navidad en Lavapiés' })).toBeVisible();
  });
});

test.describe('ministries', () => {
  test('grace: list, ministry, project and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ministries'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ministries' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(6);
    await page.getByRole('link', { name: 'Compassion and Mercy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compassion and Mercy' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+1 617 555 0150' })).toHaveAttribute('href', 'tel:+16175550150');

    await page.getByRole('link', { name: 'Weekly food pantry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly food pantry' })).toBeVisible();
    await expect(page.getByText('A project of Compassion and Mercy')).toBeVisible();
    await expect(page.getByText('In progress')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Compassion and Mercy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compassion and Mercy' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to ministries' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/ministries'));
  });

  test('grace: a ministry or project that does not exist shows not found', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ministries/999999'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await page.goto(churchUrl('grace', '/ministries/1/projects/999999'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the ministry' })).toHaveAttribute('href', '/ministries/1');
  });
});

test.describe('Sunday school', () => {
  test('grace: list, class with its lessons, and back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ebds'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday school' })).toBeVisible();
    await page.getByRole('link', { name: 'Foundations' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/ebds/foundations'));
    await expect(page.getByRole('heading', { level: 1, name: 'Foundations' })).toBeVisible();
    await expect(page.getByText('Sundays at 10:15')).toBeVisible();
    const lessons = page.getByRole('region', { name: 'Lessons' });
    await expect(lessons.getByRole('listitem')).toHaveCount(5);
    await expect(lessons.getByRole('heading', { name: 'Can we trust the Bible?' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sunday school' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/ebds'));
  });

  test('grace: a class that does not exist shows not found', async ({ page }) => {
    await page.goto(churchUrl('grace', '/ebds/no-such-class'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
  });
});

test.describe('modules vida has switched off', () => {
  for (const path of ['/schedule', '/schedule?month=2026-11', '/devotionals', '/devotionals/1', '/ebds', '/ebds/ninos']) {
    test(`vida: ${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }

  test('vida: the home has no schedule section', async ({ page }) => {
    await page.goto(churchUrl('vida'));
    await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Esta semana' })).toHaveCount(0);
  });
});
