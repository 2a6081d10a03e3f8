import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { igreja } from '../../../platform/tenancy/tenancy-tables';
import { podcastFeed } from '../schema';
import { type FeedServer, startFeedServer } from '../../../../test/helpers/feed-server';
import { setupTestApp } from '../../../../test/helpers/test-app';

// The feed server stands in for the server's own demo feeds (site-relative addresses under
// /demo/podcast/, fetched from PODCAST_SELF_ORIGIN). Read by the feed reader when the app is built, so
// it starts before setupTestApp's beforeAll.
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer({ slowMs: 3_000 });
});
afterAll(async () => {
  await feeds.close();
});

const testApp = setupTestApp({}, () => ({ PODCAST_FEED_TIMEOUT_MS: '400', PODCAST_SELF_ORIGIN: feeds.origin }));
const DEMO = '/demo/podcast/test';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

/** Points a church's podcast at an address (each test uses its own, so the cache does not mix them). */
async function pointFeedAt(codigo: string, feedUrl: string | null) {
  const { db } = testApp().database.handle;
  const [church] = await db.select({ id: igreja.id }).from(igreja).where(eq(igreja.codigo, codigo));
  if (!church) throw new Error(`no church ${codigo}`);
  await db.delete(podcastFeed).where(eq(podcastFeed.igrejaId, church.id));
  if (feedUrl) await db.insert(podcastFeed).values({ igrejaId: church.id, feedUrl });
}

describe('GET /podcast/anchor/{code}/', () => {
  it('reads the church’s feed and pages it by 10, newest first, with the §3 item fields', async () => {
    await pointFeedAt('grace', `${DEMO}/feed.xml?paging`);
    const first = await get('/api/v1/podcast/anchor/grace/?page=1&limit=10');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 23, page: 1, limit: 10 });
    expect(body.podcast).toEqual({
      title: 'The Test Podcast',
      description: 'A feed the tests serve from a local HTTP server.',
      image: `${DEMO}/cover.jpg`,
    });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      id: 'test-episode-23',
      title: 'Episode 23: Test title 23',
      description: 'Notes with bold text & an ampersand.',
      position: 23,
      published_at: '2026-10-23T08:00:00.000Z',
      audio_file: `${DEMO}/audio/episode-23.mp3`,
      duration: 3723,
      background: 'https://media.example.org/podcast/episode-23.jpg',
    });
    expect(body.items[1]).toMatchObject({ position: 22, audio_file: 'https://cdn.example.org/test/episode-22.mp3', background: `${DEMO}/cover.jpg` });

    const second = (await get('/api/v1/podcast/anchor/grace/?page=2&limit=10')).json();
    expect(second.items.map((item: { position: number }) => item.position)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    const last = (await get('/api/v1/podcast/anchor/grace/?page=3&limit=10')).json();
    // §4: the list ends when a page has fewer than 10 items.
    expect(last.items.map((item: { position: number }) => item.position)).toEqual([3, 2, 1]);
    expect((await get('/api/v1/podcast/anchor/grace/?page=4')).json().items).toEqual([]);
  });

  it('serves a read feed from its cache', async () => {
    await pointFeedAt('grace', `${DEMO}/feed.xml?cached`);
    const before = feeds.hits.get('/feed.xml') ?? 0;
    await get('/api/v1/podcast/anchor/grace/');
    await get('/api/v1/podcast/anchor/grace/?page=2');
    await Promise.all([get('/api/v1/podcast/anchor/grace/?page=3'), get('/api/v1/podcast/anchor/grace/')]);
    expect((feeds.hits.get('/feed.xml') ?? 0) - before).toBe(1);
  });

  it('answers 504 when the feed does not answer in time', async () => {
    await pointFeedAt('grace', `${DEMO}/slow.xml`);
    const started = Date.now();
    const response = await get('/api/v1/podcast/anchor/grace/');
    expect(response.statusCode).toBe(504);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('answers 502 for a broken feed, a feed that is not RSS and a missing one, and does not cache failures', async () => {
    for (const path of ['/broken.xml', '/not-rss.xml', '/missing.xml']) {
      await pointFeedAt('grace', `${DEMO}${path}`);
      const response = await get('/api/v1/podcast/anchor/grace/');
      expect(response.statusCode, path).toBe(502);
      expect(response.json()).toMatchObject({ status: 502, title: 'Bad Gateway' });
    }
    const before = feeds.hits.get('/broken.xml') ?? 0;
    await pointFeedAt('grace', `${DEMO}/broken.xml`);
    await get('/api/v1/podcast/anchor/grace/');
    expect(feeds.hits.get('/broken.xml')).toBe(before + 1);
  });

  it('keeps each church to its own feed', async () => {
    await pointFeedAt('grace', `${DEMO}/feed.xml?grace`);
    await pointFeedAt('esperanca', null);
    const esperanca = (await get('/api/v1/podcast/anchor/esperanca/')).json();
    expect(esperanca).toEqual({ podcast: null, items: [], total: 0, page: 1, limit: 10 });
    expect((await get('/api/v1/podcast/anchor/grace/')).json().total).toBe(23);
  });

  it('never reads a feed from this machine or a private network, by number, by name or by redirect', async () => {
    const before = feeds.hits.get('/feed.xml') ?? 0;
    const port = new URL(feeds.origin).port;
    for (const address of [
      `${feeds.origin}/feed.xml?direct`,
      `http://localhost:${port}/feed.xml?by-name`,
      `http://[::1]:${port}/feed.xml`,
      `http://[::ffff:127.0.0.1]:${port}/feed.xml`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.xml',
      'http://192.168.1.1/feed.xml',
      `${DEMO}/redirect.xml`,
      `//127.0.0.1:${port}/feed.xml`,
      `/dev/mailbox.json`,
    ]) {
      await pointFeedAt('grace', address);
      const response = await get('/api/v1/podcast/anchor/grace/');
      expect({ address, status: response.statusCode }).toEqual({ address, status: 502 });
    }
    expect(feeds.hits.get('/feed.xml') ?? 0).toBe(before);
  });

  it('answers 404 for an unknown church and 400 naming bad paging', async () => {
    expect((await get('/api/v1/podcast/anchor/nowhere/')).statusCode).toBe(404);
    const bad = await get('/api/v1/podcast/anchor/grace/?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
  });
});
