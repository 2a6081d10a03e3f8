import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { TenantBootstrap } from '@church/contracts-bff';
import type { PlainAnswers, ServerRenderInput } from '../../src/web/page-renderer';
import type { PlainResponse } from '../../src/web/render-messages';
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

/** An answer to a page's API call, as the server thread gives it. */
const plain = (body: string | null, status = 200, headers: [string, string][] = []): PlainResponse => ({
  status,
  headers,
  body: body === null ? null : new Uint8Array(Buffer.from(body)),
});

const input = (url: string, answers: PlainAnswers = async () => plain('{}')): ServerRenderInput => ({
  origin: ORIGIN,
  url,
  host: 'grace.localhost:3000',
  bootstrap: { igreja: { id: 1 } } as unknown as TenantBootstrap,
  locale: 'en',
  answers,
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

  it("answers the page's API calls on this thread with its answers, method, headers and body included, and gives back the page, its meta and state", async () => {
    const asked: { url: string; method: string; type: string | undefined; body: string }[] = [];
    const answersHere: PlainAnswers = async (request) => {
      const type = request.headers.find(([name]) => name === 'content-type')?.[1];
      asked.push({ url: request.url, method: request.method, type, body: Buffer.from(request.body ?? []).toString('utf8') });
      return plain('<p>ação</p>', 201, [['x-title', 'Oração']]);
    };
    const page = await start().renderPage(input('/echo', answersHere));
    expect(asked).toEqual([{ url: `${ORIGIN}/api/echo?q=1`, method: 'POST', type: 'application/json', body: '{"said":"ação"}' }]);
    expect(page).toEqual({ kind: 'page', status: 201, html: '<p>ação</p>', meta: { title: 'Oração' }, state: [{ queryKey: ['echo'], data: { at: 1 } }] });
  });

  it("tells after each render how large the rendering thread's heap is", async () => {
    const heard: [number, number][] = [];
    const started = RenderWorkers.start(webDist, 2, 10_000, (thread, bytes) => heard.push([thread, bytes]));
    if (!started) throw new Error('the fixture has a server renderer');
    workers = started;
    await Promise.all([started.renderPage(input('/thread')), started.renderPage(input('/thread'))]);
    expect(heard.map(([thread]) => thread).sort()).toEqual([0, 1]);
    for (const [, bytes] of heard) expect(bytes).toBeGreaterThan(1024 * 1024);
  });

  it('gives an answer without a body as one', async () => {
    const page = await start().renderPage(input('/empty', async () => plain(null, 204)));
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
    const holdingAnswers: PlainAnswers = () => new Promise((resolve) => held.push(() => resolve(plain('<p>held</p>'))));
    const pages = [renderer.renderPage(input('/echo', holdingAnswers)), renderer.renderPage(input('/echo', holdingAnswers))];
    expect(renderer.inHand()).toEqual([1, 1]);
    // Two threads start (each registering tsx) before either asks: seconds on a busy machine.
    await expect.poll(() => held.length, { timeout: 20_000 }).toBe(2);
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
