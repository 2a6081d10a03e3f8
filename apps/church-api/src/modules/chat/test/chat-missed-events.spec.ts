import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { InProcessChatBroker } from '../chat-broker';
import { ChatSockets } from '../chat-sockets';

/** A broker whose connection to the other processes can be said to have come back (Redis after an outage). */
class ReconnectingBroker extends InProcessChatBroker {
  private readonly missed = new Set<() => void>();

  override onMissedEvents(listener: () => void): () => void {
    this.missed.add(listener);
    return () => void this.missed.delete(listener);
  }

  cameBack(): void {
    for (const listener of this.missed) listener();
  }
}

/** A socket as ChatSockets uses one, keeping how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  closedWith: number | null = null;
  sent = 0;

  send(): void {
    this.sent += 1;
  }

  close(code = 1005): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.closedWith = code;
    this.emit('close');
  }

  terminate(): void {
    this.close(1006);
  }
}

const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;

describe('a process that may have missed events (its broker lost the others and is back)', () => {
  it('closes every socket of every room with 1012, so that each client reconnects and catches up; once stopped it hears no more', () => {
    const broker = new ReconnectingBroker();
    const sockets = new ChatSockets(broker, 1000);
    const live = [new FakeSocket(), new FakeSocket()];
    const hosts = new FakeSocket();
    for (const socket of live) sockets.join('1:transmissao-1', asSocket(socket));
    sockets.join('1:anfitrioes-1', asSocket(hosts));

    broker.cameBack();
    expect([...live, hosts].map((socket) => socket.closedWith)).toEqual([1012, 1012, 1012]);
    expect(sockets.count('1:transmissao-1')).toBe(0);

    // The reconnected clients are kept; a process that stopped no longer listens.
    const again = new FakeSocket();
    sockets.join('1:transmissao-1', asSocket(again));
    sockets.close();
    expect(again.closedWith).toBe(1001);
    expect(() => broker.cameBack()).not.toThrow();
  });
});
