import { SizedLru, stringBytes } from '@church/api-platform/caching/sized-lru';
import { FetchRefusedError, FetchTimeoutError, guardedGetText } from './guarded-http-get';
import { parsePodcastFeed, type PodcastFeed } from './podcast-feed';

export class FeedTimeoutError extends Error {
  constructor(address: string, timeoutMs: number) {
    super(`The feed ${address} did not answer within ${timeoutMs} ms`);
    this.name = 'FeedTimeoutError';
  }
}

export class FeedUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FeedUnavailableError';
  }
}

interface CachedFeed {
  expires: number;
  feed: PodcastFeed;
  /** Its approximate size in memory, counted once. */
  bytes: number;
}

const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export interface FeedReaderOptions {
  /** How long a feed may take to answer, body included. */
  timeoutMs: number;
  /** How long a read feed is served from the cache. */
  ttlMs: number;
  /** This server's own address, for feeds stored as site-relative paths (the demo feeds). */
  selfOrigin: string;
  /** Largest feed accepted, in bytes: reading stops there. */
  maxBytes?: number;
  /** About how many bytes of parsed feeds are kept (32 MiB unless told); the least recently read go first. */
  cacheMaxBytes?: number;
  now?: () => number;
}

/**
 * Reads podcast RSS feeds over HTTP with a time-out and a 5 MB cap, and keeps each parsed feed for
 * `ttlMs`. A feed address is church data: an absolute one must be on a public host (never this machine,
 * a private network or cloud metadata); only site-relative ones, the server's own demo feeds, are
 * fetched from the server itself.
 *
 * The cache is in this process's memory: a second replica of the server has its own cache and
 * reads the feed again. Concurrent reads of the same feed share one request. Failures are not
 * cached, so the next request tries again.
 */
export class PodcastFeedReader {
  /** Every church's feeds share it, so that many churches cannot grow it without limit. */
  private readonly cache: SizedLru<string, CachedFeed>;
  private readonly pending = new Map<string, Promise<PodcastFeed>>();
  private readonly now: () => number;

  constructor(private readonly options: FeedReaderOptions) {
    this.now = options.now ?? Date.now;
    this.cache = new SizedLru({ maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES, sizeOf: (cached, address) => cached.bytes + stringBytes(address) });
  }

  /** The absolute address a stored feed address is fetched from. */
  fetchUrlOf(address: string): string {
    if (isSiteRelative(address) && !address.startsWith(DEMO_FEEDS)) {
      throw new FeedUnavailableError(`A site-relative feed must be one of the demo feeds under ${DEMO_FEEDS}`);
    }
    const url = isSiteRelative(address) ? new URL(address, this.options.selfOrigin) : new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FeedUnavailableError(`A feed must be http or https, not ${url.protocol}`);
    }
    return url.href;
  }

  async read(address: string): Promise<PodcastFeed> {
    const cached = this.cache.get(address, (kept) => kept.expires > this.now());
    if (cached) return cached.feed;
    const inFlight = this.pending.get(address);
    if (inFlight) return inFlight;
    const request = this.fetchAndParse(address)
      .then((feed) => {
        // A parsed feed's strings, as UTF-16, and the objects holding them: about twice its JSON.
        this.cache.set(address, { expires: this.now() + this.options.ttlMs, feed, bytes: stringBytes(JSON.stringify(feed)) });
        return feed;
      })
      .finally(() => this.pending.delete(address));
    this.pending.set(address, request);
    return request;
  }

  private async fetchAndParse(address: string): Promise<PodcastFeed> {
    const url = this.fetchUrlOf(address);
    const maxBytes = this.options.maxBytes ?? 5 * 1024 * 1024;
    let xml: string;
    try {
      const response = await guardedGetText(url, {
        timeoutMs: this.options.timeoutMs,
        maxBytes,
        publicOnly: !isSiteRelative(address),
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
      });
      if (response.status < 200 || response.status >= 300) throw new FeedUnavailableError(`The feed ${url} answered ${response.status}`);
      xml = response.text;
    } catch (error) {
      if (error instanceof FetchTimeoutError) throw new FeedTimeoutError(url, this.options.timeoutMs);
      if (error instanceof FeedUnavailableError) throw error;
      const reason = error instanceof FetchRefusedError ? `: ${error.message}` : '';
      throw new FeedUnavailableError(`The feed ${url} could not be fetched${reason}`, { cause: error });
    }
    return parsePodcastFeed(xml, address);
  }
}

/** The server's own demo feeds (`/demo/podcast/grace/feed.xml`); no other path of the server is ever fetched. */
const DEMO_FEEDS = '/demo/podcast/';

function isSiteRelative(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//');
}
