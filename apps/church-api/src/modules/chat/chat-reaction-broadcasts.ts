import type { ChatReacoes } from '@church/contracts-chat';
import type { ChatBroker } from './chat-broker';

interface Pending {
  sentAt: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Sends a channel's reaction totals to its sockets when they change, at most once per `intervalMs`
 * per channel: the first change at once, those that follow within the interval together, at its end,
 * with the totals read then (so the last frame always has the newest totals). Each replica throttles
 * the reactions it took; the totals themselves live in the database, so every frame is whole.
 */
export class ChatReactionBroadcasts {
  private readonly channels = new Map<string, Pending>();

  constructor(
    private readonly broker: ChatBroker,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1000,
  ) {}

  /** The totals of the channel `key` changed: `read` gives them when the frame goes. */
  changed(key: string, read: () => Promise<ChatReacoes>): void {
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
        .then((totais) => this.broker.publish(key, { tipo: 'reacoes', totais }))
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
