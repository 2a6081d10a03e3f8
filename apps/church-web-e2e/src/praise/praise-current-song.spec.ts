import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, staffOf } from '../support/accounts';
import { churchApi } from '../support/api-calls';
import { churchUrl, hostUrl } from '../support/church-site';
import { apiSession, signInThroughApi } from '../support/sessions';
import { expect, inChurchTimeZones, test, waitingForHydration } from '../support/test';

// Esperanca's live service, so that grace's /live, which the praise and chat specs read at the same
// time in the other worker, never has a song marked by this test.
const CODE = 'esperanca';
const SLUG = 'igreja-esperanca-sao-paulo';

/** Both people are on a phone: the panel's controls must fit 390 px. */
const PHONE = { width: 390, height: 844 };

/** Whether the page scrolls sideways (something wider than the screen). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A page of a browser of its own (another person), interactive after each `goto` as the test's `page` is. */
async function anotherBrowser(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = waitingForHydration(inChurchTimeZones(await context.newPage()));
  return { page, close: () => context.close() };
}

/** The live page's Songs tab (in Portuguese at esperanca), opened. */
async function songsPanel(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Louvores' }).click();
  return page.getByRole('tabpanel', { name: 'Louvores' });
}

/** Clears the broadcast's current song as staff through the API: the demo is left as it was found. */
async function clearCurrentSong(request: APIRequestContext, broadcast: number) {
  const { token } = await apiSession(request, CODE, staffOf(CODE));
  const port = new URL(hostUrl('localhost')).port;
  const response = await request.put(`http://127.0.0.1:${port}/api/v1/igreja/${SLUG}/transmissao/${broadcast}/louvor-atual`, {
    headers: { Host: `${CODE}.localhost:${port}`, Authorization: `Bearer ${token}` },
    data: { idLouvor: null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('praise: the song being sung on /live', () => {
  test('esperanca: staff mark the song being sung and a viewer’s song view follows it live', async ({ page, browser, request }) => {
    // Two people, each in a browser of their own loading /live.
    test.setTimeout(test.info().timeout * 2);
    const api = churchApi(request, CODE);
    const broadcast = (await (await api.get(`/api/v1/igreja/${SLUG}/transmissao/atual`)).json()).transmissao.id as number;
    const setlist = (await (await api.get(`/api/v1/igreja/${SLUG}/transmissao/${broadcast}/louvores`)).json()).itens as { id: number; titulo: string }[];
    expect(setlist.length).toBeGreaterThan(1);
    const first = setlist[0] as { titulo: string };
    const second = setlist[1] as { titulo: string };
    await clearCurrentSong(request, broadcast);

    const staff = await anotherBrowser(browser);
    try {
      // The viewer: a visitor on /live, following the service (the default), the setlist shown.
      await page.setViewportSize(PHONE);
      await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
      const stream = page.waitForResponse((response) => response.url().includes(`/transmissao/${broadcast}/louvor-atual/eventos`));
      await page.goto(churchUrl(CODE, '/live'));
      const viewer = await songsPanel(page);
      // The panel follows the server's event stream (not the fallback's polling).
      expect((await stream).headers()['content-type']).toContain('text/event-stream');
      await expect(viewer.getByRole('button', { name: 'Parar de acompanhar' })).toHaveAttribute('aria-pressed', 'true');
      await expect(viewer.getByRole('button', { name: new RegExp(second.titulo) })).toBeVisible();
      await expect(viewer.getByRole('button', { name: /Cantar agora/ })).toHaveCount(0);

      // Staff, signed in elsewhere, mark the second song.
      await signInThroughApi(staff.page, CODE, staffOf(CODE), DEMO_PASSWORD, '/live');
      const staffPanel = await songsPanel(staff.page);
      await staffPanel.getByRole('button', { name: `Cantar agora: ${second.titulo}` }).click();
      await expect(staffPanel.getByRole('heading', { name: second.titulo })).toBeVisible();
      expect(await scrollsSideways(staff.page), 'the staff view fits a phone').toBe(false);

      // The viewer's song view switches to it by itself, announced; sooner than the 10 s fallback's polling.
      await expect(viewer.getByRole('heading', { name: second.titulo })).toBeVisible({ timeout: 8_000 });
      await expect(viewer.getByText(`Cantando agora: ${second.titulo}`)).toBeVisible();
      expect(await scrollsSideways(page), 'the viewer fits a phone').toBe(false);
      await expectNoSeriousViolations(page);

      // Staff move on to the first song: the viewer follows again.
      await staffPanel.getByRole('button', { name: 'Voltar aos louvores' }).click();
      await staffPanel.getByRole('button', { name: `Cantar agora: ${first.titulo}` }).click();
      await expect(viewer.getByRole('heading', { name: first.titulo })).toBeVisible({ timeout: 8_000 });

      // Back in the list, the song being sung is marked for the viewer.
      await viewer.getByRole('button', { name: 'Voltar aos louvores' }).click();
      await expect(viewer.locator('li[aria-current="true"]')).toContainText(first.titulo);

      // Staff clear it: the mark goes from the viewer's list.
      await staffPanel.getByRole('button', { name: 'Limpar o louvor atual' }).click();
      await expect(viewer.locator('li[aria-current="true"]')).toHaveCount(0, { timeout: 8_000 });
    } finally {
      await staff.close();
      await clearCurrentSong(request, broadcast);
    }
  });
});
