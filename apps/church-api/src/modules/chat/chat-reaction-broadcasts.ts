import type { ChatReacoes } from '@church/contracts-chat';
import type { ChatBroker } from './chat-broker';
import { ChatThrottledPublishes } from './chat-throttled-publishes';

/**
 * Sends a channel's reaction totals to its sockets when they change, at most once per `intervalMs`
 * per channel (chat-throttled-publishes.ts), the last frame with the newest totals.
 */
export class ChatReactionBroadcasts {
  private readonly publishes: ChatThrottledPublishes;

  constructor(broker: ChatBroker, onError: (error: unknown) => void, intervalMs = 1000) {
    this.publishes = new ChatThrottledPublishes(broker, onError, intervalMs);
  }

  /** The totals of the channel `key` changed: `read` gives them when the frame goes. */
  changed(key: string, read: () => Promise<ChatReacoes>): void {
    this.publishes.changed(key, async () => ({ tipo: 'reacoes', totais: await read() }));
  }

  close(): void {
    this.publishes.close();
  }
}
