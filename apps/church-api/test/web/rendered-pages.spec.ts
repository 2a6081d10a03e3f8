import { describe, expect, it } from 'vitest';
import { CachedBody } from '../../src/platform/http/cached-response';
import { PAGE_STALE_MS, PAGE_TTL_MS, type RenderedPageEntry, RenderedPages } from '../../src/web/rendered-pages';

const entry = (html: string, churchId = 1): RenderedPageEntry => ({ status: 200, body: CachedBody.of(html, 'text/html'), churchId });

/** A render that finishes when the test says so. */
function heldRender(html: string, churchId = 1) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let calls = 0;
  const render = async () => {
    calls += 1;
    await done;
    return entry(html, churchId);
  };
  return { render, finish: () => finish(), calls: () => calls };
}

const htmlOf = (found: RenderedPageEntry | null) => found?.body.body.toString('utf8');

describe('rendered pages', () => {
  it('renders a page once for every visitor who asks meanwhile, and keeps it until it expires', async () => {
    let now = 0;
    const pages = new RenderedPages(() => now);
    const held = heldRender('<p>one</p>');
    const asked = Promise.all([pages.get('a', held.render), pages.get('a', held.render), pages.get('a', held.render)]);
    held.finish();
    expect((await asked).map(htmlOf)).toEqual(['<p>one</p>', '<p>one</p>', '<p>one</p>']);
    expect(held.calls()).toBe(1);

    now = PAGE_TTL_MS - 1;
    expect(htmlOf(await pages.get('a', async () => entry('<p>two</p>')))).toBe('<p>one</p>');
    now = PAGE_TTL_MS + PAGE_STALE_MS + 1;
    expect(htmlOf(await pages.get('a', async () => entry('<p>two</p>')))).toBe('<p>two</p>');
  });

  it('gives a page that expired a moment ago at once while one render makes the next, and waits for a render after that', async () => {
    let now = 0;
    const pages = new RenderedPages(() => now);
    await pages.get('a', async () => entry('<p>one</p>'));
    now = PAGE_TTL_MS + 1;
    const next = heldRender('<p>two</p>');
    const stale = await pages.get('a', next.render);
    expect(htmlOf(stale)).toBe('<p>one</p>');
    expect(stale?.stale).toBe(true);
    expect(htmlOf(await pages.get('a', next.render))).toBe('<p>one</p>');
    expect(next.calls()).toBe(1);
    next.finish();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = await pages.get('a', async () => entry('<p>three</p>'));
    expect(htmlOf(fresh)).toBe('<p>two</p>');
    expect(fresh?.stale).toBeUndefined();

    now = 2 * PAGE_TTL_MS + PAGE_STALE_MS + 2;
    const late = heldRender('<p>four</p>');
    const waiting = pages.get('a', late.render);
    late.finish();
    expect(htmlOf(await waiting)).toBe('<p>four</p>');
  });

  it('gives a page visitors asked for last almost a minute after it expired at once, while one render makes the next', async () => {
    let now = 0;
    const pages = new RenderedPages(() => now);
    await pages.get('a', async () => entry('<p>one</p>'));
    now = PAGE_TTL_MS + PAGE_STALE_MS - 1;
    const next = heldRender('<p>two</p>');
    const quietSpellLater = await pages.get('a', next.render);
    expect(htmlOf(quietSpellLater)).toBe('<p>one</p>');
    expect(quietSpellLater?.stale).toBe(true);
    expect(next.calls()).toBe(1);
    next.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(htmlOf(await pages.get('a', async () => entry('<p>three</p>')))).toBe('<p>two</p>');
  });

  it('gives a visitor the expired page when its next render fails, and renders again for the next visitor', async () => {
    let now = 0;
    const pages = new RenderedPages(() => now);
    await pages.get('a', async () => entry('<p>one</p>'));
    now = PAGE_TTL_MS + 1;
    expect(htmlOf(await pages.get('a', () => Promise.reject(new Error('the API is down'))))).toBe('<p>one</p>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(htmlOf(await pages.get('a', async () => entry('<p>two</p>')))).toBe('<p>one</p>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(htmlOf(await pages.get('a', async () => entry('<p>three</p>')))).toBe('<p>two</p>');
  });

  it("never gives a page a change dropped, however recently it expired", async () => {
    let now = 0;
    const pages = new RenderedPages(() => now);
    await pages.get('grace/', async () => entry('old colour', 1));
    now = PAGE_TTL_MS + 1;
    pages.dropChurch(1);
    expect(htmlOf(await pages.get('grace/', async () => entry('new colour', 1)))).toBe('new colour');
  });

  it("drops a church's pages, and only its pages, when it changes", async () => {
    const pages = new RenderedPages(() => 0);
    await pages.get('grace/', async () => entry('grace', 1));
    await pages.get('vida/', async () => entry('vida', 2));
    pages.dropChurch(1);
    expect(htmlOf(await pages.get('grace/', async () => entry('grace changed', 1)))).toBe('grace changed');
    expect(htmlOf(await pages.get('vida/', async () => entry('vida changed', 2)))).toBe('vida');
    pages.clear();
    expect(htmlOf(await pages.get('vida/', async () => entry('vida changed', 2)))).toBe('vida changed');
  });

  it('does not keep a page whose render began before a change, and renders it again for the next visitor', async () => {
    const pages = new RenderedPages(() => 0);
    const stale = heldRender('old colour');
    const during = pages.get('grace/', stale.render);
    pages.dropChurch(1);
    const after = pages.get('grace/', async () => entry('new colour'));
    stale.finish();
    expect(htmlOf(await during)).toBe('old colour');
    expect(htmlOf(await after)).toBe('new colour');
    expect(htmlOf(await pages.get('grace/', async () => entry('third')))).toBe('new colour');
  });
});
