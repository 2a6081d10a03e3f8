import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSocketEvents, ChatSocketFactory } from './chat-socket';
import { openLiveChannel } from './live-channel';

function fakeSockets() {
  const opened: { events: ChatSocketEvents; closed: boolean; sent: string[] }[] = [];
  const connect: ChatSocketFactory = (_url, events) => {
    const socket = { events, closed: false, sent: [] as string[] };
    opened.push(socket);
    return { close: () => void (socket.closed = true), send: (text) => void socket.sent.push(text) };
  };
  return { opened, connect, last: () => opened[opened.length - 1]! };
}

describe('openLiveChannel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnects after a drop with growing waits, and says when it opened again', () => {
    const sockets = fakeSockets();
    const statuses: string[] = [];
    const opened: boolean[] = [];
    const channel = openLiveChannel({ url: 'ws://x', connect: sockets.connect, onFrame: vi.fn(), onStatus: (status) => statuses.push(status), onOpened: (again) => opened.push(again), random: () => 1 });
    sockets.last().events.onOpen();
    sockets.last().events.onClose(1006);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
    vi.advanceTimersByTime(999);
    expect(sockets.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.opened).toHaveLength(2);
    sockets.last().events.onClose(1006);
    vi.advanceTimersByTime(1_999);
    expect(sockets.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets.opened).toHaveLength(3);
    sockets.last().events.onOpen();
    expect(opened).toEqual([false, true]);
    // Open again: the next drop starts from 1 s.
    sockets.last().events.onClose(1001);
    vi.advanceTimersByTime(1_000);
    expect(sockets.opened).toHaveLength(4);
    channel.close();
  });

  it('stops when the server refuses the channel, and when closed', () => {
    const sockets = fakeSockets();
    const statuses: string[] = [];
    openLiveChannel({ url: 'ws://x', connect: sockets.connect, onFrame: vi.fn(), onStatus: (status) => statuses.push(status), onOpened: vi.fn() });
    sockets.last().events.onClose(4403);
    vi.advanceTimersByTime(60_000);
    expect(sockets.opened).toHaveLength(1);
    expect(statuses.at(-1)).toBe('refused');

    const other = fakeSockets();
    const channel = openLiveChannel({ url: 'ws://x', connect: other.connect, onFrame: vi.fn(), onStatus: vi.fn(), onOpened: vi.fn() });
    other.last().events.onClose(1006);
    channel.close();
    vi.advanceTimersByTime(60_000);
    expect(other.opened).toHaveLength(1);
  });

  it('tries again at once when the browser comes back online', () => {
    const sockets = fakeSockets();
    const channel = openLiveChannel({ url: 'ws://x', connect: sockets.connect, onFrame: vi.fn(), onStatus: vi.fn(), onOpened: vi.fn(), random: () => 1 });
    sockets.last().events.onClose(1006);
    globalThis.dispatchEvent(new Event('online'));
    expect(sockets.opened).toHaveLength(2);
    channel.close();
    expect(sockets.last().closed).toBe(true);
  });

  it('identifies itself with the chat token once open and on every reconnection, once per token', () => {
    const sockets = fakeSockets();
    const channel = openLiveChannel({ url: 'ws://x', connect: sockets.connect, onFrame: () => undefined, onStatus: () => undefined, onOpened: () => undefined, random: () => 0 });
    channel.identify('early');
    expect(sockets.last().sent).toEqual([]);
    sockets.last().events.onOpen();
    expect(sockets.last().sent).toEqual([JSON.stringify({ tipo: 'identificar', token: 'early' })]);
    channel.identify('early');
    channel.identify('renewed');
    expect(sockets.last().sent).toHaveLength(2);
    sockets.last().events.onClose(1006);
    vi.runOnlyPendingTimers();
    sockets.last().events.onOpen();
    expect(sockets.last().sent).toEqual([JSON.stringify({ tipo: 'identificar', token: 'renewed' })]);
    channel.close();
  });
});
