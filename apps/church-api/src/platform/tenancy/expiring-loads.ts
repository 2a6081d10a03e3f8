import { type CacheStats, SizedLru } from '../caching/sized-lru';

interface Entry<V> {
  load: Promise<V>;
  /** The loaded value, once the load has settled successfully. */
  settled?: { value: V };
  expiresAt: number;
}

/** A bound on the approximate bytes kept, besides the number of entries. */
export interface ExpiringLoadsSizing<K, V> {
  maxBytes: number;
  /** The approximate bytes of a loaded value and its key (an entry still loading counts as its key alone). */
  sizeOf: (value: V, key: K) => number;
}

/** What an entry still loading is counted as: its key and the promise. */
const LOADING_BYTES = 128;

/**
 * Values loaded on first use and kept for `ttlMs`, at most `maxEntries` of them and, when sized, about
 * `maxBytes` (the least recently used go first). Callers asking for a key being loaded share that load;
 * a load that fails is forgotten, so that the next caller tries again.
 */
export class ExpiringLoads<K, V> {
  private readonly entries: SizedLru<K, Entry<V>>;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    sizing?: ExpiringLoadsSizing<K, V>,
  ) {
    this.entries = new SizedLru({
      maxEntries,
      maxBytes: sizing?.maxBytes ?? Infinity,
      sizeOf: (entry, key) => (entry.settled && sizing ? sizing.sizeOf(entry.settled.value, key) : LOADING_BYTES),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key's value, loaded unless it is fresh; `load` is given the value that expired, if any. */
  get(key: K, load: (key: K, expired: V | undefined) => Promise<V>, now = Date.now()): Promise<V> {
    const stale = this.entries.peek(key);
    const found = this.entries.get(key, (entry) => entry.expiresAt > now);
    if (found) return found.load;
    const entry: Entry<V> = { load: load(key, stale?.settled?.value), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.load.then(
      (value) => {
        entry.settled = { value };
        // Counted by its loaded size from now on (it may then push older entries out).
        if (this.entries.peek(key) === entry) this.entries.resize(key);
      },
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return entry.load;
  }

  /** The value of a key if it is loaded and fresh, without loading it (nor counting a hit). */
  peek(key: K, now = Date.now()): V | undefined {
    const found = this.entries.peek(key);
    return found?.settled && found.expiresAt > now ? found.settled.value : undefined;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets the entries whose value matches, and those still loading (they may have read what changed). */
  deleteWhere(matches: (value: V) => boolean): void {
    this.entries.deleteWhere((entry) => !entry.settled || matches(entry.settled.value));
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    return this.entries.stats();
  }
}
