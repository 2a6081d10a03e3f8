/** What a cache has done since it was made, and what it holds now (the metrics read it). */
export interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  /** The approximate bytes of what it holds, as its `sizeOf` counts them. */
  bytes: number;
}

export interface SizedLruOptions<K, V> {
  /** The approximate bytes it may hold; the least recently used entries go first beyond it. */
  maxBytes: number;
  /** A bound on the number of entries too (none unless given). */
  maxEntries?: number;
  /** The approximate bytes an entry takes (its key included). */
  sizeOf: (value: V, key: K) => number;
  /** Told of each entry that left to make room (not of those deleted or replaced). */
  onEvict?: (key: K, value: V) => void;
}

interface Slot<V> {
  value: V;
  size: number;
}

/**
 * A least-recently-used map bounded by the approximate size of what it holds. A Map keeps insertion
 * order, so moving an entry to its end on use makes its first entry the least recently used. It counts
 * its hits, misses and evictions; an entry larger than the whole bound is not kept.
 */
export class SizedLru<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(private readonly options: SizedLruOptions<K, V>) {
    if (!(options.maxBytes > 0)) throw new RangeError('A cache needs a positive size bound');
  }

  get size(): number {
    return this.slots.size;
  }

  /**
   * The key's value, made the most recently used, counted as a hit; a missing value, or one `isFresh`
   * refuses (which is then deleted), is counted as a miss.
   */
  get(key: K, isFresh?: (value: V) => boolean): V | undefined {
    const slot = this.slots.get(key);
    if (slot && (!isFresh || isFresh(slot.value))) {
      this.hits++;
      this.slots.delete(key);
      this.slots.set(key, slot);
      return slot.value;
    }
    if (slot) this.remove(key, slot);
    this.misses++;
    return undefined;
  }

  /** Counts a miss for a read that found nothing to look up (its key could not even be made). */
  recordMiss(): void {
    this.misses++;
  }

  /** The key's value, without counting or changing its recency. */
  peek(key: K): V | undefined {
    return this.slots.get(key)?.value;
  }

  has(key: K): boolean {
    return this.slots.has(key);
  }

  /** Keeps a value as the most recently used (its size counted again), making room by evicting the least recently used. */
  set(key: K, value: V): void {
    const old = this.slots.get(key);
    if (old) this.remove(key, old);
    const size = this.options.sizeOf(value, key);
    if (size > this.options.maxBytes) return;
    this.slots.set(key, { value, size });
    this.bytes += size;
    this.evictOverflow();
  }

  /** Counts an entry's size again (it grew or shrank in place), evicting others if it grew past the bound. */
  resize(key: K): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    const size = this.options.sizeOf(slot.value, key);
    this.bytes += size - slot.size;
    slot.size = size;
    if (size > this.options.maxBytes) this.remove(key, slot);
    this.evictOverflow(key);
  }

  delete(key: K): boolean {
    const slot = this.slots.get(key);
    if (!slot) return false;
    this.remove(key, slot);
    return true;
  }

  /** Deletes every entry that matches. */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [key, slot] of this.slots) if (matches(slot.value, key)) this.remove(key, slot);
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }

  /** Least recently used first. */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, slot] of this.slots) yield [key, slot.value];
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, evictions: this.evictions, entries: this.slots.size, bytes: this.bytes };
  }

  private remove(key: K, slot: Slot<V>): void {
    this.slots.delete(key);
    this.bytes -= slot.size;
  }

  /** Evicts from the least recently used end until within bounds, sparing `keep` (the entry just resized). */
  private evictOverflow(keep?: K): void {
    const { maxBytes, maxEntries = Infinity } = this.options;
    for (const [key, slot] of this.slots) {
      if (this.bytes <= maxBytes && this.slots.size <= maxEntries) return;
      if (key === keep) continue;
      this.remove(key, slot);
      this.evictions++;
      this.options.onEvict?.(key, slot.value);
    }
  }
}

/** The approximate bytes of a string held in memory (UTF-16). */
export function stringBytes(text: string): number {
  return text.length * 2;
}
