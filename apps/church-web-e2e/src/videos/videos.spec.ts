import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchUrl } from '../support/church-site';

/** The video providers are outside this machine: the tests check the embed's address and never load it. */
async function blockVideoProviders(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
}

test.describe('videos on grace', () => {
  test('the playlist pages; a video plays in a privacy-respecting embed with the playlist beside it', async ({ page }) => {
    await blockVideoProviders(page);
    await page.goto(churchUrl('grace', '/videos'));
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(page.getByText('Sunday messages')).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Pages of videos' }).getByRole('link', { name: 'Next' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('navigation', { name: 'Pages of videos' }).getByRole('link', { name: 'Previous' }).click();

    await page.getByRole('link', { name: 'Grace alone' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/videos/Qm7Tz1xWc4E'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grace alone' })).toBeVisible();
    await expect(page.getByTitle('Grace alone')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Qm7Tz1xWc4E?rel=0&modestbranding=1');
    const playlist = page.getByRole('navigation', { name: 'Playlist' });
    await expect(playlist.getByRole('listitem')).toHaveCount(12);
    await expect(playlist.locator('[aria-current="page"]')).toContainText('Grace alone');
    await expectNoSeriousViolations(page);

    await playlist.getByRole('link', { name: 'Mission Sunday: Lima update' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/videos/887412356'));
    await expect(page.getByTitle('Mission Sunday: Lima update')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/887412356?dnt=1&title=0&byline=0',
    );
    await expect(playlist.locator('[aria-current="page"]')).toContainText('Mission Sunday: Lima update');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Grace alone' })).toBeVisible();
  });

  test('fits a phone: the player above, the playlist below, nothing wider than the screen', async ({ page }) => {
    await blockVideoProviders(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', '/videos/Hk3pR8vLq2M'));
    const frame = page.getByTitle('All Saints Sunday: The great cloud of witnesses');
    await expect(frame).toBeVisible();
    const playlist = page.getByRole('navigation', { name: 'Playlist' });
    const [frameBox, playlistBox] = [await frame.boundingBox(), await playlist.boundingBox()];
    expect(frameBox && playlistBox && playlistBox.y > frameBox.y + frameBox.height - 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('an unknown video shows the not-found message', async ({ page }) => {
    await page.goto(churchUrl('grace', '/videos/Unknown1234'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to videos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  });
});

test.describe('vida', () => {
  test('has its videos in Spanish (no module code guards them)', async ({ page }) => {
    await page.goto(churchUrl('vida', '/videos'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'La mesa del Señor' })).toBeVisible();
  });
});
