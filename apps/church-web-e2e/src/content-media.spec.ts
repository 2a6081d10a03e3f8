import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { churchUrl } from './church-site';

/** The video providers are outside this machine: the tests check the embed's address and never load it. */
async function blockVideoProviders(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('publications on grace', () => {
  test('types link to their publications; a publication opens and goes back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/publication-types'));
    await expect(page.getByRole('heading', { level: 1, name: 'Publication types' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Articles', 'Weekly bulletins']);
    await page.getByRole('link', { name: 'See the publications: Weekly bulletins' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications?type=bulletins'));
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly bulletins' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Pages of publications' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Bulletin for All Saints Sunday' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications/bulletin-2026-11-01'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bulletin for All Saints Sunday' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Order of service' })).toBeVisible();
    await expect(page).toHaveTitle('Bulletin for All Saints Sunday · Grace Community Church');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Communion, the memorial reading of names/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/demo\/publications\/grace-1\.svg$/);
    const download = page.getByRole('link', { name: 'Download the file' });
    await expect(download).toHaveAttribute('href', '/demo/publications/grace-bulletin.pdf');
    const pdfStart = await page.evaluate(async () => {
      const response = await fetch('/demo/publications/grace-bulletin.pdf');
      return response.ok ? (await response.text()).slice(0, 5) : `status ${response.status}`;
    });
    expect(pdfStart).toBe('%PDF-');

    await page.goBack();
    await expect(page).toHaveURL(churchUrl('grace', '/publications?type=bulletins'));
    await expect(cards).toHaveCount(6);
  });

  test('the list pages on the server, newest first', async ({ page }) => {
    await page.goto(churchUrl('grace', '/publications'));
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages of publications' });
    await expect(pages).toContainText('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications?page=2'));
    await expect(pages).toContainText('Page 2 of 2');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Welcoming new neighbours' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an unknown publication shows the not-found message with a way back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/publications/no-such-publication'));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to publications' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/publications'));
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  });
});

test.describe('studies on grace', () => {
  test('lists, pages, opens a study and goes back', async ({ page }) => {
    await page.goto(churchUrl('grace', '/studies'));
    await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText('John 15:1-17');
    await page.getByRole('navigation', { name: 'Pages of studies' }).getByRole('button', { name: 'Next' }).click();
    await expect(items).toHaveCount(1);
    await page.getByRole('link', { name: 'The Beatitudes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Beatitudes' })).toBeVisible();
    await expect(page.getByText('Passage: Matthew 5:1-12')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Questions for the group' }).getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveTitle('The Beatitudes · Grace Community Church');
    await page.goBack();
    await expect(page).toHaveURL(churchUrl('grace', '/studies?page=2'));
    await expect(page.getByRole('link', { name: 'The Beatitudes' })).toBeVisible();
  });

  test('an unknown or malformed study id shows the not-found message', async ({ page }) => {
    for (const id of ['999999', 'not-a-number']) {
      await page.goto(churchUrl('grace', `/studies/${id}`));
      await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to studies' })).toHaveAttribute('href', '/studies');
    }
  });
});

test.describe('members-only studies on esperanca', () => {
  test('send a logged-out visitor to sign in, coming back to the study afterwards', async ({ page }) => {
    await page.goto(churchUrl('esperanca', '/studies'));
    await expect(page).toHaveURL(churchUrl('esperanca', '/access?redirectTo=%2Fstudies'));
    await page.goto(churchUrl('esperanca', '/studies/3?page=1'));
    await expect(page).toHaveURL(churchUrl('esperanca', '/access?redirectTo=%2Fstudies%2F3%3Fpage%3D1'));
  });
});

test.describe('videos on grace', () => {
  test('the playlist pages; a video plays in a privacy-respecting embed with the playlist beside it', async ({ page }) => {
    await blockVideoProviders(page);
    await page.goto(churchUrl('grace', '/videos'));
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(page.getByText('Sunday messages')).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await page.getByRole('navigation', { name: 'Pages of videos' }).getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('navigation', { name: 'Pages of videos' }).getByRole('button', { name: 'Previous' }).click();

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
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
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
  test('the publications, the podcast and its player fit 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(churchUrl('grace', '/publications'));
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
    await fits();
    await page.goto(churchUrl('grace', '/podcast'));
    await page.getByRole('button', { name: 'Play: Advent is coming: waiting well' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player).toBeVisible();
    await page.locator('audio').evaluate((element: HTMLAudioElement) => {
      element.muted = true;
    });
    await expect(player.getByRole('button', { name: 'Close the player' })).toBeInViewport();
    await fits();
  });
});

test.describe('vida', () => {
  for (const path of ['/publication-types', '/publications', '/publications/una-fe-para-madrid', '/studies', '/studies/1']) {
    test(`lands on home for ${path}, a module it has switched off`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Iglesia Vida' })).toBeVisible();
    });
  }

  test('has its videos and podcast in Spanish (no module code guards them)', async ({ page }) => {
    await page.goto(churchUrl('vida', '/videos'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'La mesa del Señor' })).toBeVisible();
    await page.goto(churchUrl('vida', '/podcast'));
    await expect(page.getByText('Vida en la Palabra', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Cargar más episodios' })).toHaveCount(0);
  });
});
