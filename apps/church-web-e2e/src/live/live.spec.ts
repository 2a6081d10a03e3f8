import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { apiSession, signInThroughApi } from '../support/sessions';

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

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousViolations(page);
  });

  test("grace: the modules' panels beside the stream as tabs, the Bible tab reading the sermon's passage", async ({ page }) => {
    await blockVideoProviders(page);
    await page.goto(churchUrl('grace', '/live'));
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    const tabs = page.getByRole('tablist', { name: 'Beside the broadcast' }).getByRole('tab');
    // The chat's tab may stand among them: these four, in this order.
    await expect(tabs).toContainText(['Upcoming', 'Bible', 'Notes', 'Giving']);
    await page.getByRole('tab', { name: 'Bible' }).click();
    const bible = page.getByRole('tabpanel', { name: 'Bible' });
    await expect(bible.getByText('John 3:16–21')).toBeVisible();
    await expect(bible.getByText(/For God so loved the world, that he gave his only born Son/)).toBeVisible();
    await expect(bible.getByRole('link', { name: 'Open in the Bible' })).toHaveAttribute('href', '/bible?version=web&book=John&chapter=3&verse=16');
    await page.getByRole('tab', { name: 'Giving' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Giving' }).getByRole('link', { name: 'Give now' })).toHaveAttribute('href', '/give');
    await expectNoSeriousViolations(page);
  });

  test("grace: a member's note on the service is saved as they type, and is there after a reload", async ({ page, request }) => {
    await blockVideoProviders(page);
    const member = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', member.email, member.password, '/live');
    await page.getByRole('tab', { name: 'Notes' }).click();
    const notes = page.getByRole('tabpanel', { name: 'Notes' });
    await expect(notes.getByLabel('Title', { exact: true })).toHaveValue(/^Worship and the Word, live · /);
    await notes.getByLabel('Note', { exact: true }).fill('For God so loved the world.');
    await expect(notes.getByText('All changes saved.')).toBeVisible();

    const api = churchApi(request, 'grace');
    const { token } = await apiSession(request, 'grace', member.email, member.password);
    const church = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { id: number } };
    const listed = await api.get(`/api/v1/user/nota-sermao?igreja=${church.igreja.id}&limit=999`, { Authorization: `Bearer ${token}` });
    const saved = ((await listed.json()) as { notas: { titulo: string; resumo: string }[] }).notas;
    expect(saved).toEqual([expect.objectContaining({ titulo: expect.stringMatching(/^Worship and the Word, live · /), resumo: 'For God so loved the world.' })]);

    await page.reload();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Notes' }).getByLabel('Note', { exact: true })).toHaveValue('For God so loved the world.');
  });

  test('grace on a phone: the tabs follow the stream and work with the keyboard', async ({ page }) => {
    await blockVideoProviders(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('grace', '/live'));
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    const upcomingTab = page.getByRole('tab', { name: 'Upcoming' });
    await expect(page.getByRole('tab', { name: 'Giving' })).toBeVisible();
    const stage = page.getByRole('region', { name: 'Broadcast' });
    const [stageBox, tabBox] = [await stage.boundingBox(), await upcomingTab.boundingBox()];
    expect(tabBox?.y ?? 0).toBeGreaterThan((stageBox?.y ?? 0) + (stageBox?.height ?? 0) - 1);

    // The first tab is chosen and the only one in the Tab order; the arrow keys, Home and End move and choose.
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();

    // Enter on a tab chooses it too; Tab then goes into its panel.
    await upcomingTab.focus();
    await page.keyboard.press('Enter');
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Upcoming' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('grace: the page arrives as HTML with its link preview', async ({ request }) => {
    const html = await (await churchApi(request, 'grace').get('/live')).text();
    expect(html).toContain('Worship and the Word, live');
    expect(html).toMatch(/<title>Worship and the Word, live · Live · [^<]+<\/title>/);
    expect(html).toContain('<meta property="og:description" content="Join us online: songs of praise, prayer and the sermon from the Gospel of John.">');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+">/);
  });

  test('esperanca in Portuguese, on a phone: the live tag and the upcoming broadcasts (a tab) below the player', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(churchUrl('esperanca', '/live'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ao vivo' })).toBeVisible();
    const stage = page.getByRole('region', { name: 'Transmissão' });
    await expect(stage.getByRole('heading', { level: 2, name: 'Culto de celebração ao vivo' })).toBeVisible();
    await expect(stage.getByText('Passagem: João 3:16-21')).toBeVisible();
    await page.getByRole('tab', { name: 'Próximas' }).click();
    const upcoming = page.getByRole('tabpanel', { name: 'Próximas' });
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
    const playlist = page.waitForResponse((response) => response.url().endsWith('/demo/live/service.pt-BR.m3u8'));
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
