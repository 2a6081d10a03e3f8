import type { ChatMensagem, ChatTokenAbly } from '@church/contracts-chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AblyChannelLike, type AblyRealtimeConstructor, type AblyRealtimeLike, ablyChatSocketFactory } from './ably-chat-socket';
import type { ChatFrame } from './chat-frame';
import type { ChatSocketFactory } from './chat-socket';
import { openLiveChannel } from './live-channel';
import { liveConnectorFor } from './use-live-connector';

type Listener = (message: { name?: string; data?: unknown }) => void;

/** A stand-in for ably-js's Realtime: channels that record their subscription and can be made to deliver, and a connection that can drop. */
class FakeRealtime implements AblyRealtimeLike {
  static made: FakeRealtime[] = [];
  readonly subscriptions = new Map<string, { params?: Record<string, string>; listener: Listener }>();
  readonly tokens: ChatTokenAbly['pedido'][] = [];
  closed = false;
  private connecting: Promise<unknown> | null = null;
  private readonly stateListeners: { states: string[]; listener: () => void }[] = [];

  constructor(readonly options: ConstructorParameters<AblyRealtimeConstructor>[0]) {
    FakeRealtime.made.push(this);
  }

  channels = {
    get: (name: string, options?: { params?: Record<string, string> }): AblyChannelLike => ({
      subscribe: async (listener: Listener) => {
        // ably-js connects once, with a token from authCallback, before it attaches anything.
        await (this.connecting ??= this.auth.authorize());
        this.subscriptions.set(name, { params: options?.params, listener });
        return null;
      },
    }),
  };

  connection = {
    on: (states: string[], listener: () => void) => void this.stateListeners.push({ states, listener }),
  };

  auth = {
    authorize: () =>
      new Promise<unknown>((resolve, reject) =>
        this.options.authCallback({}, (error, tokenRequest) => {
          if (error || !tokenRequest) return reject(new Error(String(error)));
          this.tokens.push(tokenRequest);
          resolve(tokenRequest);
        }),
      ),
  };

  close() {
    this.closed = true;
  }

  /** A message published by our server reaches the channel's subscriber. */
  deliver(channel: string, message: { name?: string; data?: unknown }) {
    this.subscriptions.get(channel)?.listener(message);
  }

  enter(state: string) {
    for (const { states, listener } of this.stateListeners) if (states.includes(state)) listener();
  }
}

const PUBLICO = 'chat:1:transmissao-5';
const own = (id: string) => `${PUBLICO}:autor:${id}`;

function answer(privados: string[] = [], clientId?: string): ChatTokenAbly {
  return {
    pedido: { keyName: 'app.key', capability: JSON.stringify({ [PUBLICO]: ['subscribe'] }), timestamp: 1, nonce: 'n'.repeat(16), mac: 'mac', ttl: 600000, ...(clientId ? { clientId } : {}) },
    canais: { publico: PUBLICO, privados },
  };
}

const message = (id: string, seq: number): ChatMensagem => ({ id, seq, autor: { id: 'membro-1', nome: 'Ana', autenticado: true }, texto: 'hi', criadaEm: '2026-11-28T14:00:00Z' });

/** The token operation as a reader calls it: what it answered for which chat token, or a refusal with an HTTP status. */
function tokenOperation() {
  const asked: (string | null)[] = [];
  let refusal: number | null = null;
  const requestToken = vi.fn(async (chatToken: string | null) => {
    asked.push(chatToken);
    if (refusal) throw Object.assign(new Error('refused'), { status: refusal });
    return chatToken ? answer([own('visitante-1')], 'visitante-1') : answer();
  });
  return { asked, requestToken, refuseWith: (status: number | null) => (refusal = status) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the Ably transport in the browser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRealtime.made = [];
  });
  afterEach(() => vi.useRealTimers());

  function open(options: { identity?: string | null } = {}) {
    const tokens = tokenOperation();
    let identity = options.identity ?? null;
    const connect = ablyChatSocketFactory({ requestToken: tokens.requestToken, identity: () => identity, loadRealtime: async () => FakeRealtime });
    const frames: ChatFrame[] = [];
    const statuses: string[] = [];
    const opened: boolean[] = [];
    const live = openLiveChannel({ url: 'ignored', connect, onFrame: (frame) => frames.push(frame), onStatus: (status) => statuses.push(status), onOpened: (again) => opened.push(again), random: () => 1 });
    const identify = (token: string) => {
      identity = token;
      live.identify(token);
    };
    const realtime = () => {
      const last = FakeRealtime.made.at(-1);
      if (!last) throw new Error('no Ably client was made');
      return last;
    };
    return { tokens, frames, statuses, opened, live, identify, realtime };
  }

  it('chooses Ably only when the channel says so', () => {
    const websocket: ChatSocketFactory = () => ({ close: () => undefined, send: () => undefined });
    const ably: ChatSocketFactory = () => ({ close: () => undefined, send: () => undefined });
    expect(liveConnectorFor('ably', websocket, () => ably)).toBe(ably);
    expect(liveConnectorFor('websocket', websocket, () => ably)).toBe(websocket);
    expect(liveConnectorFor(undefined, websocket, () => ably)).toBe(websocket);
  });

  it("subscribes to the channels our server's token names, with the public one's occupancy, then opens", async () => {
    const chat = open();
    await flush();
    const realtime = chat.realtime();
    expect(chat.tokens.asked).toEqual([null]);
    // The token fetched before connecting is the one ably-js's first authCallback gets: one call, not two.
    expect(realtime.tokens).toEqual([answer().pedido]);
    expect([...realtime.subscriptions.keys()]).toEqual([PUBLICO]);
    expect(realtime.subscriptions.get(PUBLICO)?.params).toEqual({ occupancy: 'metrics' });
    expect(chat.statuses).toEqual(['connecting', 'open']);
    expect(chat.opened).toEqual([false]);
  });

  it('hands the same frames to the same handlers as the WebSocket, and the occupancy as the presence count', async () => {
    const chat = open();
    await flush();
    const realtime = chat.realtime();
    const frame: ChatFrame = { tipo: 'mensagem', mensagem: message('m1', 1) };
    realtime.deliver(PUBLICO, { name: 'mensagem', data: JSON.stringify(frame) });
    realtime.deliver(PUBLICO, { name: 'removidas', data: JSON.stringify({ tipo: 'removidas', ids: ['m1'] }) });
    realtime.deliver(PUBLICO, { name: '[meta]occupancy', data: { metrics: { connections: 9, subscribers: 7 } } });
    realtime.deliver(PUBLICO, { name: 'something', data: 'not json' });
    realtime.deliver(PUBLICO, { name: 'novidade', data: JSON.stringify({ tipo: 'novidade' }) });
    expect(chat.frames).toEqual([frame, { tipo: 'removidas', ids: ['m1'] }, { tipo: 'presenca', total: 7 }]);
  });

  it("asks for a new token once the reader joins, and subscribes to their own channel, where their muted messages come", async () => {
    const chat = open();
    await flush();
    const realtime = chat.realtime();
    chat.identify('chat-token-1');
    await flush();
    expect(chat.tokens.asked).toEqual([null, 'chat-token-1']);
    expect(realtime.tokens).toHaveLength(2);
    expect([...realtime.subscriptions.keys()]).toEqual([PUBLICO, own('visitante-1')]);
    const mine: ChatFrame = { tipo: 'mensagem', mensagem: message('m2', 2) };
    realtime.deliver(own('visitante-1'), { name: 'mensagem', data: JSON.stringify(mine) });
    expect(chat.frames).toEqual([mine]);
  });

  it('starts with the chat token of a reader who joined before, without asking twice', async () => {
    const chat = open({ identity: 'chat-token-1' });
    await flush();
    expect(chat.tokens.asked).toEqual(['chat-token-1']);
    expect([...chat.realtime().subscriptions.keys()]).toEqual([PUBLICO, own('visitante-1')]);
  });

  it("reconnects with the WebSocket's backoff when Ably's connection drops, and says so (the chat then reads what it missed)", async () => {
    const chat = open();
    await flush();
    const first = chat.realtime();
    first.enter('disconnected');
    expect(first.closed).toBe(true);
    expect(chat.statuses).toEqual(['connecting', 'open', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeRealtime.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeRealtime.made).toHaveLength(2);
    expect(chat.opened).toEqual([false, true]);
    // Frames of the old connection no longer reach the chat.
    first.deliver(PUBLICO, { name: 'mensagem', data: JSON.stringify({ tipo: 'mensagem', mensagem: message('m3', 3) }) });
    expect(chat.frames).toEqual([]);
  });

  it('is refused for good when our server says the channel is unknown or off, and retried after other failures', async () => {
    const unknown = open();
    unknown.tokens.refuseWith(404);
    await flush();
    // The first start had already asked: refuse the next one.
    unknown.realtime().enter('failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(unknown.statuses.at(-1)).toBe('refused');

    const off = tokenOperation();
    off.refuseWith(403);
    const statuses: string[] = [];
    openLiveChannel({ url: '', connect: ablyChatSocketFactory({ requestToken: off.requestToken, identity: () => null, loadRealtime: async () => FakeRealtime }), onFrame: vi.fn(), onStatus: (status) => statuses.push(status), onOpened: vi.fn() });
    await flush();
    expect(statuses).toEqual(['connecting', 'refused']);

    const down = tokenOperation();
    down.refuseWith(500);
    const retried: string[] = [];
    openLiveChannel({ url: '', connect: ablyChatSocketFactory({ requestToken: down.requestToken, identity: () => null, loadRealtime: async () => FakeRealtime }), onFrame: vi.fn(), onStatus: (status) => retried.push(status), onOpened: vi.fn(), random: () => 1 });
    await flush();
    expect(retried).toEqual(['connecting', 'connecting']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(down.asked).toHaveLength(2);
  });

  it('closes the Ably client when the chat closes', async () => {
    const chat = open();
    await flush();
    chat.live.close();
    expect(chat.realtime().closed).toBe(true);
  });
});
