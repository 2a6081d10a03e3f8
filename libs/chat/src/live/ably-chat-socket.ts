import type { ChatTokenAbly } from '@church/contracts-chat';
import { parseChatFrame } from './chat-frame';
import type { ChatSocket, ChatSocketFactory } from './chat-socket';

/** What the chat uses of ably-js's Realtime client (so that tests drive a fake one). */
export interface AblyRealtimeLike {
  channels: { get(name: string, options?: { params?: Record<string, string> }): AblyChannelLike };
  connection: { on(states: string[], listener: () => void): void };
  auth: { authorize(): Promise<unknown> };
  close(): void;
}

export interface AblyChannelLike {
  /** Attaches and delivers the channel's messages; rejects when the channel cannot be attached (no capability). */
  subscribe(listener: (message: { name?: string; data?: unknown }) => void): Promise<unknown>;
}

type AuthCallback = (params: unknown, callback: (error: string | null, tokenRequest: ChatTokenAbly['pedido'] | null) => void) => void;
export type AblyRealtimeConstructor = new (options: { authCallback: AuthCallback; autoConnect?: boolean }) => AblyRealtimeLike;

/** ably-js, loaded only when a channel is read through Ably: it never weighs on the first paint. */
export async function loadAblyRealtime(): Promise<AblyRealtimeConstructor> {
  const { Realtime } = await import('ably');
  return Realtime;
}

export interface AblyChatSocketOptions {
  /** Our token operation, as the reader is now (their chat token, once joined). */
  requestToken: (chatToken: string | null) => Promise<ChatTokenAbly>;
  /** The reader's chat token when the connection starts. */
  identity: () => string | null;
  loadRealtime?: () => Promise<AblyRealtimeConstructor>;
}

/** Ably's occupancy event on the public channel (its `occupancy: 'metrics'` param): the presence count. */
const OCCUPANCY = '[meta]occupancy';

/** Close codes the WebSocket would give (live-channel.ts): refused for good, or dropped (try again). */
const CLOSE_NOT_FOUND = 4404;
const CLOSE_OFF = 4403;
const CLOSE_DROPPED = 1006;

function closeCodeOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 ? CLOSE_NOT_FOUND : status === 403 ? CLOSE_OFF : CLOSE_DROPPED;
}

/** The `identificar` frame `openLiveChannel` sends (the only frame a client sends that matters here), or null. */
function identifyingFrame(text: string): { token: string } | null {
  try {
    const frame = JSON.parse(text) as { tipo?: unknown; token?: unknown };
    return frame.tipo === 'identificar' && typeof frame.token === 'string' ? { token: frame.token } : null;
  } catch {
    return null;
  }
}

function occupancyOf(data: unknown): number | null {
  const subscribers = (data as { metrics?: { subscribers?: unknown } } | null)?.metrics?.subscribers;
  return typeof subscribers === 'number' && subscribers >= 0 ? subscribers : null;
}

/**
 * A channel read through Ably, as one more `ChatSocketFactory`: the same frames reach the same handlers
 * as on the WebSocket, and `openLiveChannel` keeps its backoff and catch-up. A connection asks our
 * server for a token request first (a 404 or 403 there refuses the channel as the WebSocket's close codes
 * do), then subscribes to the Ably channels the answer names (the public one with its occupancy, which
 * is the presence count, and the reader's private ones); it is open once they are attached. When
 * Ably's connection drops, this one ends (ably-js's own resuming is not relied on): `openLiveChannel`
 * opens a new one after its wait and reads what was missed over HTTP. An `identificar` frame (the reader
 * joined) asks for a new token at once, with that chat token, and subscribes to the channels it adds.
 */
export function ablyChatSocketFactory({ requestToken, identity, loadRealtime = loadAblyRealtime }: AblyChatSocketOptions): ChatSocketFactory {
  return (_url, events) => {
    let ended = false;
    let client: AblyRealtimeLike | null = null;
    let chatToken = identity();
    /** The last answer of our token operation: the channels the token in use opens. */
    let granted: ChatTokenAbly | null = null;
    const subscribed = new Set<string>();

    const end = (code: number) => {
      if (ended) return;
      ended = true;
      client?.close();
      events.onClose(code);
    };

    const deliver = (message: { name?: string; data?: unknown }) => {
      if (ended) return;
      if (message.name === OCCUPANCY) {
        const total = occupancyOf(message.data);
        if (total !== null) events.onFrame({ tipo: 'presenca', total });
        return;
      }
      const frame = parseChatFrame(message.data);
      if (frame) events.onFrame(frame);
    };

    const subscribeTo = (realtime: AblyRealtimeLike, names: readonly string[], params?: Record<string, string>) =>
      Promise.all(
        names
          .filter((name) => !subscribed.has(name))
          .map((name) => {
            subscribed.add(name);
            return realtime.channels.get(name, params ? { params } : undefined).subscribe(deliver);
          }),
      );

    const start = async () => {
      const first = await requestToken(chatToken);
      const Realtime = await loadRealtime();
      if (ended) return;
      granted = first;
      let unused: ChatTokenAbly | null = first;
      const realtime = new Realtime({
        // ably-js calls it for the first token and before each one expires.
        authCallback: (_params, callback) => {
          const answer = unused ?? requestToken(chatToken);
          unused = null;
          Promise.resolve(answer).then(
            (next) => {
              granted = next;
              callback(null, next.pedido);
            },
            (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
          );
        },
      });
      client = realtime;
      realtime.connection.on(['disconnected', 'suspended', 'failed'], () => end(CLOSE_DROPPED));
      await Promise.all([subscribeTo(realtime, [first.canais.publico], { occupancy: 'metrics' }), subscribeTo(realtime, first.canais.privados)]);
      if (!ended) events.onOpen();
    };

    const identify = async (next: string) => {
      const realtime = client;
      // Not started yet: the frame comes again once open (`openLiveChannel` identifies on every opening).
      if (!realtime) return;
      chatToken = next;
      await realtime.auth.authorize();
      if (!ended && granted) await subscribeTo(realtime, granted.canais.privados);
    };

    start().catch((error: unknown) => end(closeCodeOf(error)));

    const socket: ChatSocket = {
      close: () => {
        ended = true;
        client?.close();
      },
      send: (text) => {
        const frame = identifyingFrame(text);
        if (!frame || frame.token === chatToken) return;
        identify(frame.token).catch(() => end(CLOSE_DROPPED));
      },
    };
    return socket;
  };
}
