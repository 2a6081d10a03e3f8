interface Entry<V> {
  load: Promise<V>;
  /** The loaded value, once the load has settled successfully. */
  settled?: { value: V };
  expiresAt: number;
}

/**
 * Values loaded on first use and kept for `ttlMs`, at most `maxEntries` of them (the oldest go first).
 * Callers asking for a key being loaded share that load; a load that fails is forgotten, so that the
 * next caller tries again.
 */
export class ExpiringLoads<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The key's value, loaded unless it is fresh; `load` is given the value that expired, if any. */
  get(key: K, load: (key: K, expired: V | undefined) => Promise<V>, now = Date.now()): Promise<V> {
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) return found.load;
    if (found) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    const entry: Entry<V> = { load: load(key, found?.settled?.value), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.load.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.load;
  }

  /** The value of a key if it is loaded and fresh, without loading it. */
  peek(key: K, now = Date.now()): V | undefined {
    const found = this.entries.get(key);
    return found?.settled && found.expiresAt > now ? found.settled.value : undefined;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets the entries whose value matches, and those still loading (they may have read what changed). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (!entry.settled || matches(entry.settled.value)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
