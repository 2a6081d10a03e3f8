import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CachedBody } from '../../src/platform/http/cached-response';
import { PublicAnswerCache, type ShareableAnswer } from '../../src/platform/http/public-answer-cache';
import { ExpiringLoads } from '../../src/platform/tenancy/expiring-loads';
import { RenderedPages } from '../../src/web/rendered-pages';

const KIB = 1024;

describe('the size bound of the expiring loads (the tenant cache)', () => {
  const sized = (maxBytes: number) => new ExpiringLoads<string, string>(60_000, Infinity, { maxBytes, sizeOf: (value) => value.length });

  it('keeps about its bytes however many keys are loaded, the newest kept and each eviction counted', async () => {
    const loads = sized(10 * KIB);
    for (let index = 0; index < 1_000; index++) await loads.get(`church ${index}`, async () => 'x'.repeat(KIB), 0);
    const stats = loads.stats();
    expect(stats.bytes).toBeLessThanOrEqual(10 * KIB);
    expect(stats.entries).toBe(10);
    expect(stats.evictions).toBe(990);
    expect(loads.peek('church 999', 0)).toBeDefined();
    expect(loads.peek('church 0', 0)).toBeUndefined();
  });

  it('counts a fresh read (or one sharing a load) as a hit, and makes it the most recently used', async () => {
    const loads = sized(3 * KIB);
    for (const key of ['a', 'b', 'c']) await loads.get(key, async () => 'x'.repeat(KIB), 0);
    await loads.get('a', async () => 'reloaded', 0);
    await loads.get('d', async () => 'x'.repeat(KIB), 0);
    expect(loads.peek('a', 0)).toBe('x'.repeat(KIB));
    expect(loads.peek('b', 0)).toBeUndefined();
    expect(loads.stats()).toMatchObject({ hits: 1, misses: 4, evictions: 1 });
  });

  it('counts an entry still loading as small, and by its loaded size once it settles', async () => {
    const loads = sized(4 * KIB);
    let finish: (value: string) => void = () => undefined;
    const slow = loads.get('slow', () => new Promise<string>((resolve) => (finish = resolve)), 0);
    expect(loads.stats().bytes).toBeLessThan(KIB);
    finish('x'.repeat(3 * KIB));
    await slow;
    expect(loads.stats().bytes).toBe(3 * KIB);
  });
});

describe('the size bound of the rendered pages', () => {
  const page = (html: string, churchId = 1) => async () => ({ status: 200, body: CachedBody.of(html, 'text/html'), churchId });

  it('keeps about its bytes however many pages are rendered, the newest kept and each eviction counted', async () => {
    const pages = new RenderedPages(() => 0, { maxBytes: 64 * KIB });
    for (let index = 0; index < 500; index++) await pages.get(`grace.localhost\n/page/${index}\nen`, page('p'.repeat(4 * KIB)));
    const stats = pages.stats();
    expect(stats.bytes).toBeLessThanOrEqual(64 * KIB);
    expect(stats.entries).toBeGreaterThan(5);
    expect(stats.evictions).toBe(500 - stats.entries);
    let rendered = false;
    await pages.get('grace.localhost\n/page/499\nen', async () => {
      rendered = true;
      return null;
    });
    expect(rendered).toBe(false);
  });

  it('keeps the page a visitor read most recently when making room', async () => {
    const pages = new RenderedPages(() => 0, { maxBytes: 20 * KIB });
    await pages.get('a', page('a'.repeat(6 * KIB)));
    await pages.get('b', page('b'.repeat(6 * KIB)));
    await pages.get('a', page('never'));
    await pages.get('c', page('c'.repeat(6 * KIB)));
    const kept = async (key: string) => (await pages.get(key, async () => null)) !== null;
    expect(await kept('a')).toBe(true);
    expect(await kept('b')).toBe(false);
    expect(await kept('c')).toBe(true);
    expect(pages.stats()).toMatchObject({ evictions: 1 });
  });
});

describe('the size bound of the public answer cache', () => {
  const SHAREABLE: ShareableAnswer = { churchId: 1, varyOn: ['accept-encoding'] };
  const PUBLIC = { 'cache-control': 'public, max-age=0, must-revalidate', 'content-type': 'text/html' };
  const requestFor = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'grace.localhost', ...headers } }) as unknown as IncomingMessage;
  const response = () => ({ writeHead: () => undefined, end: () => undefined }) as unknown as ServerResponse;
  const answer = (cache: PublicAnswerCache, url: string, body: string, headers: Record<string, string> = {}) => {
    const request = requestFor(url, headers);
    if (cache.serve(request, response())) return 'cache';
    cache.store(request, SHAREABLE, 200, PUBLIC, body);
    return 'app';
  };

  it('keeps about its bytes however many answers are stored, the newest kept and each eviction counted', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 100_000, maxBytes: 64 * KIB });
    for (let index = 0; index < 500; index++) answer(cache, `/page/${index}`, 'p'.repeat(4 * KIB));
    const stats = cache.cacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(64 * KIB);
    expect(stats.entries).toBeGreaterThan(5);
    expect(stats.evictions).toBe(500 - stats.entries);
    expect(stats.misses).toBe(500);
    expect(answer(cache, '/page/499', 'again')).toBe('cache');
    expect(cache.cacheStats().hits).toBe(1);
  });

  it("evicts the least recently used answer, even one of an address whose other answer stays", () => {
    const cache = new PublicAnswerCache({ maxAnswers: 100_000, maxBytes: 16 * KIB });
    answer(cache, '/a', 'a'.repeat(4 * KIB));
    answer(cache, '/a', 'a'.repeat(4 * KIB), { 'accept-encoding': 'br' });
    answer(cache, '/b', 'b'.repeat(4 * KIB));
    expect(answer(cache, '/a', 'again')).toBe('cache');
    answer(cache, '/c', 'c'.repeat(4 * KIB));
    expect(cache.cacheStats().evictions).toBe(1);
    expect(answer(cache, '/a', 'again')).toBe('cache');
    expect(answer(cache, '/b', 'again')).toBe('cache');
    expect(answer(cache, '/c', 'again')).toBe('cache');
    expect(answer(cache, '/a', 'again', { 'accept-encoding': 'br' })).toBe('app');
  });

  it('does not keep an answer larger than its whole bound', () => {
    const cache = new PublicAnswerCache({ maxAnswers: 10, maxBytes: 4 * KIB });
    answer(cache, '/huge', 'h'.repeat(8 * KIB));
    expect(cache.stats().answers).toBe(0);
    expect(answer(cache, '/huge', 'h')).toBe('app');
    expect(answer(cache, '/huge', 'h')).toBe('cache');
  });
});
