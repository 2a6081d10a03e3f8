import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchUrl } from '../support/church-site';

test.describe('the podcast on grace', () => {
  test('loads 10 episodes at a time until a page has fewer', async ({ page }) => {
    await page.goto(churchUrl('grace', '/podcast'));
    await expect(page.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
    await expect(page.getByText('Grace Notes', { exact: true })).toBeVisible();
    const episodes = page.getByRole('main').getByRole('listitem');
    await expect(episodes).toHaveCount(10);
    await expect(episodes.first()).toContainText('Thanksgiving stories');
    await page.getByRole('button', { name: 'Load more episodes' }).click();
    await expect(episodes).toHaveCount(14);
    await expect(episodes.last()).toContainText('Why we gather on Sundays');
    await expect(page.getByRole('button', { name: 'Load more episodes' })).toHaveCount(0);
  });

  test('an episode keeps playing in the shell’s player across navigation', async ({ page }) => {
    await page.goto(churchUrl('grace', '/podcast'));
    await expect(page.getByRole('region', { name: 'Audio player' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Play: Thanksgiving stories' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player).toBeVisible();
    await expect(player).toContainText('Thanksgiving stories');
    const audio = page.locator('audio');
    // The demo episode lasts seconds: looping it keeps "still playing" independent of how slow the
    // machine is (the test controls the media's clock instead of racing it).
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
      element.loop = true;
    });
    await expect(audio).toHaveJSProperty('paused', false);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentSrc)).toBe(
      churchUrl('grace', '/demo/podcast/grace/episode-14.wav'),
    );
    await expect(page.getByRole('button', { name: 'Playing now: Thanksgiving stories' })).toBeDisabled();
    await expectNoSeriousViolations(page);

    // Another page, through the menu: the router changes the screen, the shell's player stays.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(audio).toHaveCount(1);
    await expect(audio).toHaveJSProperty('paused', false);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.currentSrc)).toBe(
      churchUrl('grace', '/demo/podcast/grace/episode-14.wav'),
    );

    // Pause and close with the keyboard.
    await player.getByRole('button', { name: 'Pause: Thanksgiving stories' }).focus();
    await page.keyboard.press('Enter');
    await expect(audio).toHaveJSProperty('paused', true);
    await expect(player.getByRole('button', { name: 'Play: Thanksgiving stories' })).toBeFocused();
    await player.getByRole('button', { name: 'Close the player' }).focus();
    await page.keyboard.press('Enter');
    await expect(player).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test('the podcast and its player fit 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', '/podcast'));
    await page.getByRole('button', { name: 'Play: Advent is coming: waiting well' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player).toBeVisible();
    await page.locator('audio').evaluate((element: HTMLAudioElement) => {
      element.muted = true;
    });
    await expect(player.getByRole('button', { name: 'Close the player' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('vida', () => {
  test('has its podcast in Spanish (no module code guards it)', async ({ page }) => {
    await page.goto(churchUrl('vida', '/podcast'));
    await expect(page.getByText('Vida en la Palabra', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Cargar más episodios' })).toHaveCount(0);
  });
});
