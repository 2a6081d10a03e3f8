import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

/** A service of this month's schedule that has songs (the demo gives a setlist to each streamed service, the one on now included). */
function serviceWithSongs(page: Page, summary: RegExp): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(summary) })
    .first();
}

/** The song view's text size, as its zoom (`--song-zoom`, §4: from 1, +0.03 a step, kept strictly under 1.5). */
const zoomOf = (page: Page) => page.locator('article').first().evaluate((song) => (song as HTMLElement).style.getPropertyValue('--song-zoom'));

test.describe('a service’s songs on the schedule', () => {
  test('grace: open a service’s songs, open a song, move it up two semitones (G to A, respelled) and zoom to the limit', async ({ page }) => {
    await page.goto(churchUrl('grace', '/schedule'));
    const service = serviceWithSongs(page, /^Songs \(3\)$/);
    const summary = service.getByText('Songs (3)', { exact: true });
    await expect(summary).toBeVisible();
    // A disclosure: opened from the keyboard.
    await summary.focus();
    await page.keyboard.press('Enter');
    const songs = service.getByRole('list').last();
    await expect(songs.getByRole('listitem')).toHaveText(['Amazing Grace · Key of G', 'Holy, Holy, Holy · Key of D', 'Doxology · Key of F']);
    await expectNoSeriousViolations(page);

    await songs.getByRole('link', { name: 'Amazing Grace' }).click();
    await expect(page).toHaveURL(/\/praise\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amazing Grace' })).toBeVisible();
    await expect(page).toHaveTitle('Amazing Grace · Grace Community Church');
    const key = page.getByRole('status', { name: /^Key:/ });
    await expect(key).toHaveText('G');
    const firstLine = page.locator('p', { hasText: 'mazing grace! How' }).first();
    const lastLine = page.locator('p', { hasText: 'blind, but' }).first();
    await expect(firstLine).toContainText('G7');
    await expect(lastLine).toContainText('Em');

    const up = page.getByRole('button', { name: 'A semitone up' });
    await up.click();
    await up.click();
    await expect(key).toHaveText('A');
    // G G7 C → A A7 D; G Em D7 G → A F♯m E7 A: written in A's signature (F♯, never G♭).
    await expect(firstLine).toContainText('A7');
    await expect(firstLine).not.toContainText('G7');
    await expect(lastLine).toContainText('F♯m');
    await expect(lastLine).toContainText('E7');
    await expect(page.getByText('G♭m')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Larger text until it goes no further: 1.03, 1.06 … 1.48, and there it stays.
    const larger = page.getByRole('button', { name: 'Larger text' });
    await expect.poll(() => zoomOf(page)).toBe('1');
    const seen: string[] = [];
    for (let step = 0; step < 18; step += 1) {
      await larger.click();
      seen.push(await zoomOf(page));
    }
    expect(seen.slice(0, 3)).toEqual(['1.03', '1.06', '1.09']);
    expect(seen.at(-3)).toBe('1.48');
    expect(seen.slice(-3)).toEqual(['1.48', '1.48', '1.48']);
    await larger.click();
    expect(await zoomOf(page)).toBe('1.48');
    // Back a step from the limit, the text is smaller again.
    await page.getByRole('button', { name: 'Smaller text' }).click();
    await expect.poll(() => zoomOf(page)).toBe('1.43');
  });

  test('grace: the song page is rendered on the server, and an address that is no song says §8’s message', async ({ page, request }) => {
    await page.goto(churchUrl('grace', '/schedule'));
    const service = serviceWithSongs(page, /^Songs \(3\)$/);
    await service.getByText('Songs (3)', { exact: true }).click();
    const href = await service.getByRole('link', { name: 'Holy, Holy, Holy' }).getAttribute('href');
    expect(href).toMatch(/^\/praise\/\d+$/);
    const html = await (await churchApi(request, 'grace').get(href ?? '')).text();
    expect(html).toContain('Holy, Holy, Holy</h1>');

    await page.goto(churchUrl('grace', '/praise/999999'));
    await expect(page.getByText('The music info could not be fetched.')).toBeVisible();
    await page.goto(churchUrl('grace', '/praise/abc'));
    await expect(page.getByText('The music info could not be fetched.')).toBeVisible();
  });

  test('grace: the songs fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', '/schedule'));
    const service = serviceWithSongs(page, /^Songs \(3\)$/);
    await service.getByText('Songs (3)', { exact: true }).click();
    await expect(service.getByRole('link', { name: 'Holy, Holy, Holy' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('esperanca: the songs in Portuguese, opening in the song page', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/schedule'));
    const service = serviceWithSongs(page, /^Louvores \(\d+\)$/);
    await service.getByText(/^Louvores \(\d+\)$/).click();
    await service.getByRole('link', { name: 'Manhã de Graça' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manhã de Graça' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Tom:/ })).toHaveText('E');
  });

  test('vida has the services switched off: the song page goes home', async ({ page }) => {
    await page.goto(churchUrl('vida', '/praise/1'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
