import type { PageRequest, Paged } from '@church/api-platform/http/paging';
import type { RateLimit, RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { BibleRepository, VerseFound, VerseQuery } from './bible-repository';
import { LruCache } from './bible-search-cache';
import { searchableText } from './bible-search-text';
import type { TranslationCode } from './bible-translations';

/**
 * Searches that reach the database, per address: a Bible study of thirty on one network searching and
 * paging fits; each costs at most one pass over a translation's verses. Answers the cache holds are
 * not counted (they cost nothing), so a church's common searches never run out.
 */
export const SEARCHES_PER_ADDRESS: RateLimit = { name: 'bible-search:address', max: 120, windowSeconds: 5 * 60 };

/** Searches whose plan and total are kept (a few numbers each). */
const QUERIES_KEPT = 5_000;
/** Pages of results kept: 10 verses each as the site asks, 50 at most (about 15 MB then). */
const PAGES_KEPT = 1_000;

/** What is known of one search (a translation and a normalised query): how to run it, and how many verses it finds. */
interface SearchFacts {
  query: Promise<VerseQuery>;
  total?: Promise<number>;
}

/**
 * The Bible search: answers from memory what was asked before (the texts never change, so nothing
 * expires; the least recently used go first), and otherwise counts the search against its address's
 * limit and asks the database once, however many ask the same at the same moment. Keys are the
 * translation and the query as the search reads it (bible-search-text.ts), so `LOVE` and ` love ` are
 * one search; a search's total is kept with it, so its other pages need no count.
 */
export class BibleSearch {
  private readonly searches = new LruCache<string, SearchFacts>(QUERIES_KEPT);
  private readonly pages = new LruCache<string, Promise<VerseFound[]>>(PAGES_KEPT);

  constructor(
    private readonly repository: BibleRepository,
    private readonly limiter: RateLimiter,
  ) {}

  /** One page of the verses that hold `query`; raises 429 (Retry-After) past the address's limit. */
  async search(code: TranslationCode, query: string, page: PageRequest, address: string): Promise<Paged<VerseFound>> {
    const searchKey = `${code}\n${searchableText(query)}`;
    const pageKey = `${searchKey}\n${page.page}\n${page.limit}`;
    const knownItems = this.pages.get(pageKey);
    const knownTotal = this.searches.get(searchKey)?.total;
    if (knownItems && knownTotal) return { items: await knownItems, total: await knownTotal };
    await this.limiter.hit(SEARCHES_PER_ADDRESS, address);
    return this.fromDatabase(code, query, page, searchKey, pageKey);
  }

  /** Joins what another request started meanwhile, or asks the database for what is not known. */
  private async fromDatabase(code: TranslationCode, query: string, page: PageRequest, searchKey: string, pageKey: string): Promise<Paged<VerseFound>> {
    let facts = this.searches.get(searchKey);
    if (!facts) {
      const started: SearchFacts = { query: this.repository.verseQuery(code, query) };
      this.searches.set(searchKey, started);
      forgetOnFailure(started.query, () => this.searches.deleteIf(searchKey, started));
      facts = started;
    }
    const knownItems = this.pages.get(pageKey);
    if (knownItems && facts.total) return { items: await knownItems, total: await facts.total };
    const knownTotal = facts.total;
    const answer = facts.query.then(async (verseQuery) => this.repository.findVerses(verseQuery, page, knownTotal ? await knownTotal : null));
    const items = answer.then((found) => found.items);
    this.pages.set(pageKey, items);
    forgetOnFailure(items, () => this.pages.deleteIf(pageKey, items));
    let total = knownTotal;
    if (!total) {
      const counted = answer.then((found) => found.total);
      const kept = facts;
      kept.total = counted;
      forgetOnFailure(counted, () => {
        if (kept.total === counted) delete kept.total;
      });
      total = counted;
    }
    return { items: await items, total: await total };
  }
}

/** Runs `forget` if the promise fails (its caller still sees the failure). */
function forgetOnFailure(promise: Promise<unknown>, forget: () => void): void {
  promise.catch(forget);
}
