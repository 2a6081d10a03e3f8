import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

/** The video providers are outside this machine: the tests never load them. */
async function blockVideoProviders(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
}

test.describe('live', () => {
  test('grace: the service on now, tagged live, plays its MP4, with the upcoming broadcasts beside it', async ({ page }) => {
    await blockVideoProviders(page);
    await page.goto(churchUrl('grace', '/live'));
    await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    const stage = page.getByRole('region', { name: 'Broadcast' });
    await expect(stage.getByRole('heading', { level: 2, name: 'Worship and the Word, live' })).toBeVisible();
    await expect(stage.getByText('Live', { exact: true })).toBeVisible();
    await expect(stage.getByText('Passage: John 3:16-21')).toBeVisible();
    await expect(stage.getByText(/^On since /)).toBeVisible();

    const video = stage.locator('video');
    await expect(video).toHaveAttribute('src', '/demo/live/service.mp4');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      // Until the video has played a moment, however slow the machine (no fixed pause).
      await new Promise<void>((resolve) => element.addEventListener('timeupdate', () => element.currentTime > 0 && resolve()));
      return { time: element.currentTime, width: element.videoWidth };
    });
    expect(played.time).toBeGreaterThan(0);
    expect(played.width).toBe(640);

    const upcoming = page.getByRole('region', { name: 'Upcoming broadcasts' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousViolations(page);
  });

  test('grace: the page arrives as HTML with its link preview', async ({ request }) => {
    const html = await (await churchApi(request, 'grace').get('/live')).text();
    expect(html).toContain('Worship and the Word, live');
    expect(html).toMatch(/<title>Worship and the Word, live · Live · [^<]+<\/title>/);
    expect(html).toContain('<meta property="og:description" content="Join us online: songs of praise, prayer and the sermon from the Gospel of John.">');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+">/);
  });

  test('esperanca in Portuguese, on a phone: the live tag and the upcoming broadcasts below the player', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('esperanca', '/live'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ao vivo' })).toBeVisible();
    const stage = page.getByRole('region', { name: 'Transmissão' });
    await expect(stage.getByRole('heading', { level: 2, name: 'Culto de celebração ao vivo' })).toBeVisible();
    await expect(stage.getByText('Passagem: João 3:16-21')).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Próximas transmissões' });
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    const [stageBox, upcomingBox] = [await stage.boundingBox(), await upcoming.boundingBox()];
    expect(upcomingBox?.y ?? 0).toBeGreaterThan((stageBox?.y ?? 0) + (stageBox?.height ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('esperanca streams HLS: it plays through hls.js where the browser has no HLS of its own, within the page CSP', async ({ page }) => {
    // Chromium now plays HLS itself; most browsers without it (Firefox, older Chrome) take hls.js's path.
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const playlist = page.waitForResponse((response) => response.url().endsWith('/demo/live/service.m3u8'));
    await page.goto(churchUrl('esperanca', '/live'));
    expect((await playlist).ok()).toBe(true);
    const video = page.getByRole('region', { name: 'Transmissão' }).locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 30_000 }).toMatch(/^blob:/);
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => element.addEventListener('timeupdate', () => element.currentTime > 0.5 && resolve()));
      return element.currentTime;
    });
    expect(played).toBeGreaterThan(0.5);
    expect(refused).toEqual([]);
  });

  test('vida has it switched off: the address goes home', async ({ page }) => {
    await page.goto(churchUrl('vida', '/live'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
