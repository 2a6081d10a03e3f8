import type { Rest } from 'ably';
import type { ChatBroker, ChatEvent, ChatListener } from './chat-broker';
import { type AblyPublish, ablyChatChannels, ablyPublishesOf } from './chat-ably-channels';
import { servedThroughAbly } from './chat-ably-tokens';

/** What the broker needs of Ably: one REST publish (ably-js's `Rest.channels.get(name).publish(name, data)`). */
export type AblyPublisher = (publish: AblyPublish) => Promise<void>;

/** Publishes through ably-js's REST client. */
export function ablyRestPublisher(rest: Rest): AblyPublisher {
  return async ({ channel, name, data }) => {
    await rest.channels.get(channel).publish(name, data);
  };
}

/**
 * The broker when the chat's browsers read from Ably (`ABLY_API_KEY` set): each event of a channel Ably
 * serves (`servedThroughAbly`) is published once to each Ably channel that may hear it
 * (chat-ably-channels.ts; the frame's JSON text as the message's data), from whichever server process
 * made it; Ably fans it out to the browsers. The events also go
 * through the `inner` broker (in-process, or Redis across replicas) as before, for what the server
 * processes hear themselves: the WebSocket rooms (a client may still use the WebSocket) and their
 * presence counts.
 *
 * A publish fails if Ably refuses or cannot be reached (ably-js retries first, with the same message
 * ids, so that Ably keeps one copy); the caller's message is stored already, and browsers that missed
 * it have it when they catch up by `seq`.
 */
export class AblyChatBroker implements ChatBroker {
  constructor(
    private readonly inner: ChatBroker,
    private readonly publishToAbly: AblyPublisher,
  ) {}

  async publish(channel: string, event: ChatEvent): Promise<void> {
    const canal = channel.slice(channel.indexOf(':') + 1);
    const publishes = servedThroughAbly(canal) ? ablyPublishesOf(event, ablyChatChannels(channel)) : [];
    const toAbly = publishes.map((publish) => this.publishToAbly(publish));
    await Promise.all([this.inner.publish(channel, event), ...toAbly]);
  }

  subscribe(channel: string, listener: ChatListener): () => void {
    return this.inner.subscribe(channel, listener);
  }

  onMissedEvents(listener: () => void): () => void {
    return this.inner.onMissedEvents(listener);
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}
