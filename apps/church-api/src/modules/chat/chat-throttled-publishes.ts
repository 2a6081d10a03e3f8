import type { ChatBroker, ChatEvent } from './chat-broker';

interface Pending {
  sentAt: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Publishes an event of a channel that tells a total when the total changes, at most once per
 * `intervalMs` per channel: the first change at once, those that follow within the interval together,
 * at its end, with the event read then (so the last frame always has the newest totals). Each replica
 * throttles the changes it took; the totals themselves live in the database, so every frame is whole.
 */
export class ChatThrottledPublishes {
  private readonly channels = new Map<string, Pending>();

  constructor(
    private readonly broker: ChatBroker,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1000,
  ) {}

  /** What the channel `key` is told changed: `read` makes the event when it goes. */
  changed(key: string, read: () => Promise<ChatEvent>): void {
    let pending = this.channels.get(key);
    if (!pending) {
      pending = { sentAt: 0, timer: null };
      this.channels.set(key, pending);
    }
    if (pending.timer) return;
    const entry = pending;
    const send = () => {
      entry.timer = null;
      entry.sentAt = Date.now();
      read()
        .then((event) => this.broker.publish(key, event))
        .catch(this.onError)
        .finally(() => {
          // Forget a quiet channel once its interval has passed.
          const forget = setTimeout(() => {
            if (this.channels.get(key) === entry && !entry.timer && Date.now() - entry.sentAt >= this.intervalMs) this.channels.delete(key);
          }, this.intervalMs);
          forget.unref();
        });
    };
    const wait = entry.sentAt + this.intervalMs - Date.now();
    if (wait <= 0) return send();
    entry.timer = setTimeout(send, wait);
    entry.timer.unref();
  }

  close(): void {
    for (const pending of this.channels.values()) if (pending.timer) clearTimeout(pending.timer);
    this.channels.clear();
  }
}
