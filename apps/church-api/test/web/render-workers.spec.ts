import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { TenantBootstrap } from '@church/contracts-bff';
import type { PageRenderInput } from '../../src/web/page-renderer';
import { RENDER_THREAD_NICENESS, RenderWorkers } from '../../src/web/render-workers';

// A renderer whose addresses each do one thing a render may do (fixtures/web-render-worker).
const webDist = fileURLToPath(new URL('../fixtures/web-render-worker', import.meta.url));
const ORIGIN = 'http://grace.localhost:3000';

let workers: RenderWorkers | null = null;
afterEach(async () => {
  await workers?.close();
  workers = null;
});

function start(count = 1, timeoutMs = 10_000): RenderWorkers {
  workers = RenderWorkers.start(webDist, count, timeoutMs);
  if (!workers) throw new Error('the fixture has a server renderer');
  return workers;
}

const input = (url: string, fetch: typeof globalThis.fetch = async () => new Response('{}')): PageRenderInput => ({
  origin: ORIGIN,
  url,
  host: 'grace.localhost:3000',
  bootstrap: { igreja: { id: 1 } } as unknown as TenantBootstrap,
  locale: 'en',
  fetch,
});

describe('pages rendered in worker threads', () => {
  it('renders in a thread of its own, not the one answering requests', async () => {
    const page = await start().renderPage(input('/thread'));
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    expect(page.kind === 'page' && page.html).toMatch(/^<p>thread [1-9]\d*<\/p>$/);
  });

  it.runIf(process.platform === 'linux')('renders at a lower CPU priority than the thread answering requests', async () => {
    const page = await start().renderPage(input('/priority'));
    expect(page.kind === 'page' && page.html).toBe(`<p>nice ${RENDER_THREAD_NICENESS}</p>`);
    expect(getPriority()).toBeLessThan(RENDER_THREAD_NICENESS);
  });

  it("answers the page's API calls on this thread with its fetch, method, headers and body included, and gives back the page, its meta and state", async () => {
    const asked: { url: string; method: string; type: string | null; body: string }[] = [];
    const fetchHere: typeof fetch = async (request) => {
      const seen = request as Request;
      asked.push({ url: seen.url, method: seen.method, type: seen.headers.get('content-type'), body: await seen.text() });
      return new Response('<p>ação</p>', { status: 201, headers: { 'x-title': 'Oração' } });
    };
    const page = await start().renderPage(input('/echo', fetchHere));
    expect(asked).toEqual([{ url: `${ORIGIN}/api/echo?q=1`, method: 'POST', type: 'application/json', body: '{"said":"ação"}' }]);
    expect(page).toEqual({ kind: 'page', status: 201, html: '<p>ação</p>', meta: { title: 'Oração' }, state: [{ queryKey: ['echo'], data: { at: 1 } }] });
  });

  it('gives an answer without a body as one', async () => {
    const page = await start().renderPage(input('/empty', async () => new Response(null, { status: 204 })));
    expect(page.kind === 'page' && page.html).toBe('<p>204 0</p>');
  });

  it('gives redirects and pages left to the browser as the renderer says', async () => {
    const renderer = start();
    expect(await renderer.renderPage(input('/redirect'))).toEqual({ kind: 'redirect', location: '/' });
    expect(await renderer.renderPage(input('/anything-else'))).toEqual({ kind: 'browser' });
  });

  it("fails a render whose API call fails, or that throws, with the reason, and renders the next", async () => {
    const renderer = start();
    await expect(renderer.renderPage(input('/echo', () => Promise.reject(new Error('the database is gone'))))).rejects.toThrow(/the database is gone/);
    await expect(renderer.renderPage(input('/throw'))).rejects.toThrow(/the page could not be rendered/);
    expect(await renderer.renderPage(input('/redirect'))).toEqual({ kind: 'redirect', location: '/' });
  });

  it('gives up a render that spins past the timeout, replaces its thread, and renders the next', async () => {
    // Long enough for a new thread to start on a slow day: the render after the spin is timed the same way.
    const renderer = start(1, 5_000);
    await expect(renderer.renderPage(input('/spin'))).rejects.toThrow(/took over 5000 ms to render: \/spin/);
    expect(await renderer.renderPage(input('/redirect'))).toEqual({ kind: 'redirect', location: '/' });
  });

  it('fails the renders of a thread that stops, and renders the next in a new one', async () => {
    const renderer = start();
    const first = await renderer.renderPage(input('/thread'));
    await expect(renderer.renderPage(input('/exit'))).rejects.toThrow(/stopped \(exit code 3\)/);
    const next = await renderer.renderPage(input('/thread'));
    expect(next.kind === 'page' && next.html).not.toBe(first.kind === 'page' && first.html);
  });

  it('gives each render to the thread with the fewest in hand', async () => {
    const renderer = start(2);
    const held: (() => void)[] = [];
    const holdingFetch: typeof fetch = () => new Promise((resolve) => held.push(() => resolve(new Response('<p>held</p>'))));
    const pages = [renderer.renderPage(input('/echo', holdingFetch)), renderer.renderPage(input('/echo', holdingFetch))];
    expect(renderer.inHand()).toEqual([1, 1]);
    await expect.poll(() => held.length).toBe(2);
    for (const release of held) release();
    expect((await Promise.all(pages)).map((page) => page.kind === 'page' && page.html)).toEqual(['<p>held</p>', '<p>held</p>']);
    expect(renderer.inHand()).toEqual([0, 0]);
  });

  it('refuses renders once closed, and fails those in hand', async () => {
    const renderer = start();
    const inHand = expect(renderer.renderPage(input('/echo', () => new Promise(() => undefined)))).rejects.toThrow(/closed/);
    await renderer.close();
    await inHand;
    await expect(renderer.renderPage(input('/thread'))).rejects.toThrow(/closed/);
  });

  it('is not started for a build without a server renderer', () => {
    expect(RenderWorkers.start(fileURLToPath(new URL('../fixtures/web', import.meta.url)), 1)).toBeNull();
  });
});
