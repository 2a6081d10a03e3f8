import { describe, expect, it, vi } from 'vitest';
import { FeedFormatError, parsePodcastFeed, plainText, resolveMediaUrl } from '../podcast-feed';
import { FeedUnavailableError, PodcastFeedReader } from '../podcast-feed-reader';
import { HUGE_BYTES, startFeedServer, TEST_FEED } from '../../../../test/helpers/feed-server';

describe('parsePodcastFeed', () => {
  it('reads the shipped feed: 23 episodes, the post without audio left out', () => {
    const feed = parsePodcastFeed(TEST_FEED, 'https://feeds.example.org/test/feed.xml');
    expect(feed.items).toHaveLength(23);
    expect(feed.items.map((item) => item.title)).not.toContain('A post without audio');
    expect(feed.items[0]?.audio_file).toBe('https://feeds.example.org/test/audio/episode-23.mp3');
    expect(feed.podcast.image).toBe('https://feeds.example.org/test/cover.jpg');
  });

  it('keeps the media of a site-relative feed site-relative', () => {
    expect(resolveMediaUrl('/demo/podcast/grace/episode-01.wav', '/demo/podcast/grace/feed.xml')).toBe('/demo/podcast/grace/episode-01.wav');
    expect(resolveMediaUrl('episode-02.wav', '/demo/podcast/grace/feed.xml')).toBe('/demo/podcast/grace/episode-02.wav');
    expect(resolveMediaUrl('https://cdn.example.org/a.mp3', '/demo/feed.xml')).toBe('https://cdn.example.org/a.mp3');
  });

  it('numbers episodes by their place when the feed has no episode numbers', () => {
    const xml = `<rss><channel><title>T</title>
      <item><title>New</title><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><enclosure url="https://a.example/2.mp3"/></item>
      <item><title>Old</title><pubDate>Tue, 27 Oct 2026 10:00:00 GMT</pubDate><enclosure url="https://a.example/1.mp3"/></item>
      <item><title>Undated</title><enclosure url="https://a.example/0.mp3"/></item>
    </channel></rss>`;
    const { items } = parsePodcastFeed(xml, 'https://a.example/feed');
    expect(items.map((item) => [item.title, item.position, item.published_at])).toEqual([
      ['New', 3, '2026-11-03T10:00:00.000Z'],
      ['Old', 2, '2026-10-27T10:00:00.000Z'],
      ['Undated', 1, null],
    ]);
  });

  it('refuses what is not an RSS feed', () => {
    expect(() => parsePodcastFeed('<rss><channel>', 'https://a.example/feed')).toThrow(FeedFormatError);
    expect(() => parsePodcastFeed('<feed></feed>', 'https://a.example/feed')).toThrow(FeedFormatError);
  });

  it('turns episode notes into plain text', () => {
    expect(plainText('<p>One &amp; two</p><p>Three&#33;</p><script>x()</script>')).toBe('One & two\nThree!');
  });
});

describe('PodcastFeedReader', () => {
  it('reads a feed again once its time in the cache is over, and resolves site-relative addresses against itself', async () => {
    const server = await startFeedServer();
    try {
      let now = 0;
      const reader = new PodcastFeedReader({ timeoutMs: 1_000, ttlMs: 60_000, selfOrigin: server.origin, now: () => now });
      const demo = '/demo/podcast/test/feed.xml';
      expect(reader.fetchUrlOf(demo)).toBe(`${server.origin}${demo}`);
      const feed = await reader.read(demo);
      expect(feed.items[0]?.audio_file).toBe('/demo/podcast/test/audio/episode-23.mp3');
      now = 59_000;
      await reader.read(demo);
      expect(server.hits.get('/feed.xml')).toBe(1);
      now = 61_000;
      await reader.read(demo);
      expect(server.hits.get('/feed.xml')).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('keeps about its size bound of feeds, the least recently read going first', async () => {
    const server = await startFeedServer();
    try {
      const reader = new PodcastFeedReader({ timeoutMs: 5_000, ttlMs: 60_000, selfOrigin: server.origin, cacheMaxBytes: 1 });
      const oneFeed = await new PodcastFeedReader({ timeoutMs: 5_000, ttlMs: 60_000, selfOrigin: server.origin }).read('/demo/podcast/test/feed.xml');
      const feedBytes = JSON.stringify(oneFeed).length * 2;
      const bounded = new PodcastFeedReader({ timeoutMs: 5_000, ttlMs: 60_000, selfOrigin: server.origin, cacheMaxBytes: feedBytes * 2 + 1_000 });
      for (const church of [1, 2, 3]) await bounded.read(`/demo/podcast/test/feed.xml?church=${church}`);
      expect(server.hits.get('/feed.xml')).toBe(4);
      await bounded.read('/demo/podcast/test/feed.xml?church=3');
      await bounded.read('/demo/podcast/test/feed.xml?church=2');
      expect(server.hits.get('/feed.xml')).toBe(4);
      await bounded.read('/demo/podcast/test/feed.xml?church=1');
      expect(server.hits.get('/feed.xml')).toBe(5);
      await reader.read('/demo/podcast/test/feed.xml');
      await reader.read('/demo/podcast/test/feed.xml');
      expect(server.hits.get('/feed.xml')).toBe(7);
    } finally {
      await server.close();
    }
  });

  // The route's own test app gives a feed 400 ms (to prove its 504 quickly); this one has all the time a
  // busy machine needs, so what stops the reading is the size and never the clock.
  it('stops reading a feed past its size limit instead of reading it whole', async () => {
    const server = await startFeedServer();
    try {
      const reader = new PodcastFeedReader({ timeoutMs: 60_000, ttlMs: 1_000, selfOrigin: server.origin });
      await expect(reader.read('/demo/podcast/test/huge.xml')).rejects.toThrow(FeedUnavailableError);
      await vi.waitFor(() => expect(server.huge.closedEarly).toBe(true), { timeout: 10_000 });
      expect(server.huge.bytesSent).toBeLessThan(HUGE_BYTES / 2);
    } finally {
      await server.close();
    }
  });

  it('refuses addresses that are not http', () => {
    const reader = new PodcastFeedReader({ timeoutMs: 1_000, ttlMs: 1_000, selfOrigin: 'http://127.0.0.1:1' });
    expect(() => reader.fetchUrlOf('file:///etc/passwd')).toThrow(/http or https/);
    expect(() => reader.fetchUrlOf('/dev/mailbox.json')).toThrow(/demo feeds/);
  });
});
