import type { CachedBody } from '@church/api-platform/http/cached-response';

export interface RenderedPageEntry {
  status: number;
  body: CachedBody;
  /** The church the page belongs to: a change of its data drops its pages. */
  churchId: number;
}

const TTL_MS = 10_000;
const MAX_PAGES = 2_000;

/**
 * Rendered church pages by host, address and language, kept a few seconds: a page is rendered once
 * however many visitors ask for it meanwhile (concurrent misses share one render), and a church's pages
 * are dropped at once when its data changes. Content a page shows (a new news item) appears within the TTL.
 */
export class RenderedPages {
  private readonly pages = new Map<string, RenderedPageEntry & { expires: number }>();
  private readonly rendering = new Map<string, Promise<RenderedPageEntry | null>>();
  /** Counts the drops: a render that a drop overtook is served to its waiters but not kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The page for `key`, rendered by `render` unless a fresh one is kept (null: not to be kept). */
  async get(key: string, render: () => Promise<RenderedPageEntry | null>): Promise<RenderedPageEntry | null> {
    const kept = this.pages.get(key);
    if (kept && kept.expires > this.now()) return kept;
    let pending = this.rendering.get(key);
    if (!pending) {
      const startedIn = this.generation;
      const rendered = render()
        .then((entry) => {
          if (entry && startedIn === this.generation) this.keep(key, entry);
          return entry;
        })
        .finally(() => {
          if (this.rendering.get(key) === rendered) this.rendering.delete(key);
        });
      pending = rendered;
      this.rendering.set(key, rendered);
    }
    return pending;
  }

  private keep(key: string, entry: RenderedPageEntry) {
    this.pages.delete(key);
    this.pages.set(key, { ...entry, expires: this.now() + TTL_MS });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
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
    for (const [key, entry] of this.pages) if (entry.churchId === churchId) this.pages.delete(key);
  }
}
