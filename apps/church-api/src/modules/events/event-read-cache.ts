/**
 * The public reads of events (a church's list, an event with its tickets), kept a few seconds per
 * church: they are the hot reads of a church that sells tickets. A purchase or a cancelled order in
 * this process drops the church's entries at once, and any change to its ticket types, in any process
 * or the admin site, drops them in every process (`evento_alterado`, module.ts); the TTL bounds only
 * what a lost notification could leave. Purchases are decided by the database, never by this cache.
 */
export class EventReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = 5_000,
  ) {}

  read<T>(igrejaId: number, key: string, load: () => Promise<T>): Promise<T> {
    const name = `${igrejaId}:${key}`;
    const now = this.clock();
    const found = this.entries.get(name);
    if (found && found.expires > now) return found.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(name, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(name));
    return value;
  }

  /** Drops what is kept of a church's events. */
  drop(igrejaId: number): void {
    const prefix = `${igrejaId}:`;
    for (const name of this.entries.keys()) if (name.startsWith(prefix)) this.entries.delete(name);
  }
}
