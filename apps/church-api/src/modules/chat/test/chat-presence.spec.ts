import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { InProcessChatBroker } from '../chat-broker';
import { ChatSockets } from '../chat-sockets';

/** A socket as ChatSockets uses one: open, writing frames to a list, closing with its 'close' event. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly frames: { tipo: string; total?: number }[] = [];

  send(frame: string): void {
    this.frames.push(JSON.parse(frame) as { tipo: string; total?: number });
  }

  close(): void {
    this.readyState = 3;
    this.emit('close');
  }

  terminate(): void {
    this.close();
  }

  /** The count the latest presence frame told. */
  get presence(): number | undefined {
    return this.frames.filter((frame) => frame.tipo === 'presenca').at(-1)?.total;
  }
}

const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;

describe("the chat's presence across server processes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each socket the sum of every process’s sockets, and drops a process that leaves or goes silent', async () => {
    vi.useFakeTimers();
    // Two processes on one broker, as two replicas on Redis.
    const broker = new InProcessChatBroker();
    const first = new ChatSockets(broker, 1000);
    const second = new ChatSockets(broker, 1000);
    const onFirst = new FakeSocket();
    first.join('1:live', asSocket(onFirst));
    expect(onFirst.presence).toBe(1);

    const onSecond = [new FakeSocket(), new FakeSocket()];
    for (const socket of onSecond) second.join('1:live', asSocket(socket));
    await vi.advanceTimersByTimeAsync(1000);
    // The second process asked the first for its count when it opened the room, and told its own.
    expect(onFirst.presence).toBe(3);
    expect(onSecond.map((socket) => socket.presence)).toEqual([3, 3]);
    // Nothing but counts: the processes' own frames never reach a socket.
    expect(onFirst.frames.every((frame) => frame.tipo === 'presenca')).toBe(true);

    onSecond[0]?.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onFirst.presence).toBe(2);
    onSecond[1]?.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onFirst.presence).toBe(1);

    // A process that stops telling (it died, or lost its broker) stops counting after 30 s.
    const third = new ChatSockets(broker, 1000);
    third.join('1:live', asSocket(new FakeSocket()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onFirst.presence).toBe(2);
    (third as unknown as { beat: () => void }).beat = () => undefined;
    await vi.advanceTimersByTimeAsync(40_000);
    expect(onFirst.presence).toBe(1);
    first.close();
    second.close();
  });

  it('keeps to the room: another channel’s sockets are not counted', async () => {
    vi.useFakeTimers();
    const broker = new InProcessChatBroker();
    const first = new ChatSockets(broker, 1000);
    const second = new ChatSockets(broker, 1000);
    const live = new FakeSocket();
    first.join('1:live', asSocket(live));
    second.join('1:hosts', asSocket(new FakeSocket()));
    second.join('2:live', asSocket(new FakeSocket()));
    await vi.advanceTimersByTimeAsync(5000);
    expect(live.presence).toBe(1);
    first.close();
    second.close();
  });
});
