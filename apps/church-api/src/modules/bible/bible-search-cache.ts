/**
 * A map that keeps at most `capacity` entries, forgetting the least recently used first (a Map keeps
 * its keys in insertion order: a read moves its key to the end).
 */
export class LruCache<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: Key): Value | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** Forgets `key`, but only while it still holds `value` (a failed search must not drop the one that replaced it). */
  deleteIf(key: Key, value: Value): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
}
