import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

const GRACE_SLUG = 'grace-community-church';

interface Broadcast {
  id: number;
  titulo: string;
  stream: { tipo: string; videoId: string | null };
  situacao?: string;
}

/** The video providers are outside this machine: the tests never load them. */
async function blockVideoProviders(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
}

/** The EMBED layout: its one main landmark, no site header (banner) or footer (contentinfo). */
async function expectEmbedLayout(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test.describe('/embed/player', () => {
  test('grace: the broadcast on now, without the site’s header; ?service= a past broadcast of the church', async ({ page, request }) => {
    await blockVideoProviders(page);
    const api = churchApi(request, 'grace');
    const current = ((await (await api.get(`/api/v1/igreja/${GRACE_SLUG}/transmissao/atual`)).json()) as { transmissao: Broadcast }).transmissao;

    // A past broadcast of grace's: the demo seeds its last two services' right after the one on now.
    let past: Broadcast | undefined;
    for (let id = current.id + 1; id <= current.id + 60 && !past; id += 1) {
      const response = await api.get(`/api/v1/igreja/${GRACE_SLUG}/transmissao/${id}`);
      const found = response.ok() ? ((await response.json()) as { transmissao: Broadcast }).transmissao : undefined;
      if (found?.situacao === 'encerrada' && found.stream.videoId) past = found;
    }
    if (!past) throw new Error('grace has no past broadcast on YouTube or Vimeo');

    await page.goto(churchUrl('grace', '/embed/player'));
    await expect(page.getByRole('heading', { level: 2, name: current.titulo })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expectEmbedLayout(page);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', '/demo/live/service.mp4');
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => element.addEventListener('timeupdate', () => element.currentTime > 0 && resolve()));
      return element.currentTime;
    });
    expect(played).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);

    await page.goto(churchUrl('grace', `/embed/player?service=${past.id}`));
    await expect(page.getByRole('heading', { level: 2, name: past.titulo })).toBeVisible();
    await expect(page.getByText('Past broadcast')).toBeVisible();
    const provider = past.stream.tipo === 'vimeo' ? `https://player.vimeo.com/video/${past.stream.videoId}?` : `https://www.youtube-nocookie.com/embed/${past.stream.videoId}?`;
    await expect(page.getByTitle(past.titulo)).toHaveAttribute('src', new RegExp(`^${provider.replace(/[.?/]/g, '\\$&')}`));
    await expect(page.locator('video')).toHaveCount(0);
    await expectEmbedLayout(page);

    // The server renders both; a snippet (read in the browser only) is never written into the page.
    expect(await (await api.get(`/embed/player?service=${past.id}`)).text()).toContain(`>${past.titulo}</h2>`);
    const snippet = await api.get(`/embed/player?html=${encodeURIComponent('<iframe src="https://youtu.be/Hk3pR8vLq2M"></iframe><script>alert(1)</script>')}`);
    expect(snippet.status()).toBe(200);
    expect(await snippet.text()).not.toMatch(/<script>alert|<iframe src="https:\/\/youtu/);
  });
});
