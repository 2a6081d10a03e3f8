import { type CacheStats, SizedLru, stringBytes } from '@church/api-platform/caching/sized-lru';
import type { CachedBody } from '@church/api-platform/http/cached-response';

export interface RenderedPageEntry {
  status: number;
  body: CachedBody;
  /** The church the page belongs to: a change of its data drops its pages. */
  churchId: number;
  /** Given past its TTL while the next is rendered: not to be kept any longer by anyone else. */
  stale?: true;
}

type KeptPage = RenderedPageEntry & { expires: number };

/** How long a page is given as it was rendered. */
export const PAGE_TTL_MS = 10_000;
/**
 * How long after its TTL an expired page is still given while it is rendered again (one render, in
 * the background): a church's visitors wait on a render only after a minute without any, not each
 * time a page asked for less often than every 10 s expires (that wait was the p99 of the largest
 * churches' pages in bench:sunday). A visitor after a quiet spell is given the page as the one before
 * them was; a page a change dropped (the church's, announced) is never given again.
 */
export const PAGE_STALE_MS = 60_000;
/** The default bound when none is given (the app passes RENDERED_PAGES_MAX_BYTES). */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** A page's entry beyond its HTML and key: the entry, its ETag and room for its compressed forms' headers. */
const PAGE_OVERHEAD_BYTES = 512;
/** Its gzip and brotli forms, made on first use, are about a quarter of the HTML each at most. */
const COMPRESSED_SHARE = 0.5;

export interface RenderedPagesOptions {
  /** The approximate bytes the pages may take; the least recently used go first beyond it. */
  maxBytes?: number;
}

const pageBytes = (page: KeptPage, key: string) => Math.ceil(page.body.body.length * (1 + COMPRESSED_SHARE)) + stringBytes(key) + PAGE_OVERHEAD_BYTES;

/**
 * Rendered church pages by host, address and language, kept a few seconds: a page is rendered once
 * however many visitors ask for it meanwhile (concurrent misses share one render), and a church's pages
 * are dropped at once when its data changes. Content a page shows (a new news item) appears within the TTL.
 * At most about `maxBytes` of pages are kept, the least recently used going first.
 */
export class RenderedPages {
  private readonly pages: SizedLru<string, KeptPage>;
  private readonly rendering = new Map<string, Promise<RenderedPageEntry | null>>();
  /** Counts the drops: a render that a drop overtook is served to its waiters but not kept. */
  private generation = 0;

  constructor(
    private readonly now: () => number = Date.now,
    options: RenderedPagesOptions = {},
  ) {
    this.pages = new SizedLru({ maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES, sizeOf: pageBytes });
  }

  /**
   * The page for `key`, rendered by `render` unless a fresh one is kept (null: not to be kept); one
   * expired less than PAGE_STALE_MS ago is given at once while `render` makes the next.
   */
  async get(key: string, render: () => Promise<RenderedPageEntry | null>): Promise<RenderedPageEntry | null> {
    const now = this.now();
    const kept = this.pages.get(key, (page) => page.expires + PAGE_STALE_MS > now);
    if (kept && kept.expires > now) return kept;
    const next = this.rendering.get(key) ?? this.render(key, render);
    if (!kept) return next;
    // Its failure reaches no visitor: the next visitor, stale window or not, starts another render.
    next.catch(() => undefined);
    return { ...kept, stale: true };
  }

  private render(key: string, render: () => Promise<RenderedPageEntry | null>): Promise<RenderedPageEntry | null> {
    const startedIn = this.generation;
    const rendered = render()
      .then((entry) => {
        if (entry && startedIn === this.generation) this.pages.set(key, { ...entry, expires: this.now() + PAGE_TTL_MS });
        return entry;
      })
      .finally(() => {
        if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      });
    this.rendering.set(key, rendered);
    return rendered;
  }

  /** Drops every page (any church may have changed). */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.rendering.clear();
  }

  /** Drops every page of a church (its data changed). */
  dropChurch(churchId: number): void {
    this.generation += 1;
    this.rendering.clear();
    this.pages.deleteWhere((page) => page.churchId === churchId);
  }

  /** What the cache has done and holds (each visitor waiting on a render counts as a miss). */
  stats(): CacheStats {
    return this.pages.stats();
  }
}
