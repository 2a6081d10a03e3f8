import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { ChatBroker, ChatEvent, ChatListener } from './chat-broker';

/** Where Redis channel names start, so that the chat's share a server with anything else. */
export const REDIS_CHAT_PREFIX = 'church:chat:';

/** How the broker tells of its connections: lost (with the error), back again. */
export type RedisConnectionLog = (message: string, error?: unknown) => void;

export interface RedisChatBrokerOptions {
  /** Called when a local listener throws, or an event read from Redis is not JSON. */
  onListenerError?: (error: unknown) => void;
  /** Connection errors and reconnections (ioredis reconnects by itself; nothing here crashes). */
  log?: RedisConnectionLog;
  /** Redis channel names are `prefix + channel key`; default `church:chat:`. */
  prefix?: string;
}

/** How long close() waits for a connection's pending replies before dropping it. */
const QUIT_TIMEOUT_MS = 2000;

/**
 * The broker of several server processes (replicas) on Redis pub/sub: `publish` sends the event, as
 * JSON, to the Redis channel `prefix + key`; each process holds one subscriber connection, subscribed to
 * a channel while it has local listeners of it (UNSUBSCRIBE when the last leaves), and hands what it
 * reads to those listeners. The publishing process hears its own events through Redis as every other
 * does, so each listener has each event once.
 *
 * The event is serialised as it is (`JSON.stringify` / `JSON.parse`): whatever the `ChatEvent` union
 * holds crosses, as long as it is JSON (as the WebSocket frames are).
 *
 * Connections: ioredis reconnects by itself and the subscriber subscribes again to what it had
 * (`autoResubscribe`); subscriptions asked for while it is down wait for it (`maxRetriesPerRequest:
 * null`). A publish while Redis is unreachable fails after a few reconnection attempts (the caller's
 * message is stored already). Redis pub/sub keeps nothing: an event published while a process is cut
 * off never reaches its listeners (its sockets' clients have it when they reconnect and catch up by `seq`).
 */
export class RedisChatBroker implements ChatBroker {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, Set<ChatListener>>();
  /** Each Redis channel's SUBSCRIBE (or the last UNSUBSCRIBE) as sent, for whenSubscribed(). */
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly prefix: string;
  private readonly onListenerError: (error: unknown) => void;
  private readonly missedListeners = new Set<() => void>();
  private closed = false;
  /** The connections' names in Redis (`CLIENT LIST`): `church-chat-{publisher|subscriber}-` and this process's own id. */
  readonly connectionNames: { publisher: string; subscriber: string };

  constructor(url: string, options: RedisChatBrokerOptions = {}) {
    this.prefix = options.prefix ?? REDIS_CHAT_PREFIX;
    this.onListenerError = options.onListenerError ?? (() => undefined);
    const log = options.log ?? ((message, error) => console.warn(error ? `${message}: ${errorText(error)}` : message));
    const process = randomUUID().slice(0, 8);
    this.connectionNames = { publisher: `church-chat-publisher-${process}`, subscriber: `church-chat-subscriber-${process}` };
    const common: RedisOptions = { lazyConnect: false };
    this.publisher = watched(new Redis(url, { ...common, connectionName: this.connectionNames.publisher, maxRetriesPerRequest: 2 }), 'publisher', log, () => this.closed);
    this.subscriber = watched(new Redis(url, { ...common, connectionName: this.connectionNames.subscriber, maxRetriesPerRequest: null, autoResubscribe: true }), 'subscriber', log, () => this.closed, () => this.resubscribed());
    this.subscriber.on('message', (redisChannel: string, text: string) => this.deliver(redisChannel, text));
  }

  async publish(channel: string, event: ChatEvent): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(event));
  }

  subscribe(channel: string, listener: ChatListener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      this.track(channel, this.subscriber.subscribe(this.prefix + channel));
    }
    // The same function twice is two subscriptions: each hears the event, each unsubscribe removes its own.
    const own: ChatListener = (event) => listener(event);
    set.add(own);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const current = this.listeners.get(channel);
      if (!current?.delete(own) || current.size > 0) return;
      this.listeners.delete(channel);
      if (!this.closed) this.track(channel, this.subscriber.unsubscribe(this.prefix + channel));
    };
  }

  /** Called each time the subscriber connection is back after it was lost: events published meanwhile never came. */
  onMissedEvents(listener: () => void): () => void {
    const own = () => listener();
    this.missedListeners.add(own);
    return () => void this.missedListeners.delete(own);
  }

  /**
   * Resolves once Redis has answered the channel's last SUBSCRIBE or UNSUBSCRIBE sent by this process:
   * from then on, events published anywhere reach (or no longer reach) its listeners.
   */
  async whenSubscribed(channel: string): Promise<void> {
    await this.pending.get(channel);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    this.pending.clear();
    await Promise.all([quit(this.subscriber), quit(this.publisher)]);
  }

  private track(channel: string, command: Promise<unknown>): void {
    const settled = command.catch((error: unknown) => {
      // Only a closing connection refuses a subscription (it waits for Redis otherwise).
      if (!this.closed) this.onListenerError(error);
    });
    this.pending.set(channel, settled);
    void settled.then(() => {
      if (this.pending.get(channel) === settled) this.pending.delete(channel);
    });
  }

  /**
   * The subscriber is back: ioredis sends its SUBSCRIBEs again right after 'ready', so a PING sent a
   * moment later is answered after them, and from then on every event reaches this process again.
   */
  private resubscribed(): void {
    setImmediate(() => {
      const told = () => {
        if (!this.closed) this.missedEvents();
      };
      this.subscriber.ping().then(told, told);
    });
  }

  private missedEvents(): void {
    for (const listener of [...this.missedListeners]) {
      try {
        listener();
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  private deliver(redisChannel: string, text: string): void {
    if (!redisChannel.startsWith(this.prefix)) return;
    const set = this.listeners.get(redisChannel.slice(this.prefix.length));
    if (!set) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(text) as ChatEvent;
    } catch (error) {
      this.onListenerError(error);
      return;
    }
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

/**
 * Logs a connection's errors without letting one crash the process (an 'error' event with no
 * listener would be printed by ioredis on every attempt): the first error of an outage, then its
 * return, when `back` is called too. ioredis goes on reconnecting meanwhile. A connection that closes
 * without an error (Redis dropped it) is an outage as well.
 */
function watched(connection: Redis, role: string, log: RedisConnectionLog, closing: () => boolean, back: () => void = () => undefined): Redis {
  let down = false;
  const lost = (error?: unknown) => {
    if (down || closing()) return;
    down = true;
    log(`The chat's Redis ${role} connection failed; reconnecting`, error ?? new Error('the connection closed'));
  };
  connection.on('error', (error: unknown) => lost(error));
  connection.on('close', () => lost());
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    log(`The chat's Redis ${role} connection is back`);
    back();
  });
  return connection;
}

/** QUIT (pending replies first), or drop the connection when it is down or Redis does not answer in time. */
async function quit(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') return connection.disconnect();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
  });
  await Promise.race([connection.quit().then(() => undefined, () => undefined), timeout]);
  clearTimeout(timer);
  connection.disconnect();
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
