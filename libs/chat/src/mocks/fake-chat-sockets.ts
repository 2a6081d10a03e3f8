import type { ChatFrame } from '../live/chat-frame';
import type { ChatSocketEvents, ChatSocketFactory } from '../live/chat-socket';

interface FakeSocket {
  url: string;
  /** What the client sent on it (the identifying frames). */
  sent: string[];
  events: ChatSocketEvents;
  open: boolean;
  closed: boolean;
}

/**
 * WebSocket connections a story drives: `answer` decides whether a new connection opens at once
 * (the default), stays connecting, or is refused; `send` delivers a frame to every open one; `drop`
 * ends them as a lost network would.
 */
export function createFakeChatSockets() {
  const sockets: FakeSocket[] = [];
  let answer: 'open' | 'hang' | 'fail' = 'open';
  const connect: ChatSocketFactory = (url, events) => {
    const socket: FakeSocket = { url, sent: [], events, open: false, closed: false };
    sockets.push(socket);
    queueMicrotask(() => {
      if (socket.closed) return;
      if (answer === 'open') {
        socket.open = true;
        events.onOpen();
      } else if (answer === 'fail') {
        socket.closed = true;
        events.onClose(1006);
      }
    });
    return {
      close: () => {
        socket.closed = true;
        socket.open = false;
      },
      send: (text: string) => {
        if (socket.open) socket.sent.push(text);
      },
    };
  };
  const live = () => sockets.filter((socket) => socket.open && !socket.closed);
  return {
    connect,
    sockets,
    reset: () => {
      sockets.length = 0;
      answer = 'open';
    },
    /** How new connections answer from now on. */
    answerWith: (next: 'open' | 'hang' | 'fail') => {
      answer = next;
    },
    send: (frame: ChatFrame) => {
      for (const socket of live()) socket.events.onFrame(frame);
    },
    drop: () => {
      for (const socket of live()) {
        socket.open = false;
        socket.closed = true;
        socket.events.onClose(1006);
      }
    },
    /** Opens the connections still waiting (after `answerWith('hang')`). */
    openWaiting: () => {
      for (const socket of sockets.filter((candidate) => !candidate.open && !candidate.closed)) {
        socket.open = true;
        socket.events.onOpen();
      }
    },
    openCount: () => live().length,
  };
}

export type FakeChatSockets = ReturnType<typeof createFakeChatSockets>;
