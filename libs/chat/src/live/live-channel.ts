import type { ChatFrame } from './chat-frame';
import type { ChatSocket, ChatSocketFactory } from './chat-socket';
import { reconnectDelay } from './reconnect-delay';

/** The live connection as the reader sees it. `refused`: the server closed it for good (the channel is unknown or off). */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** Close codes with which the server refuses a channel (unknown, off): trying again would not help. */
const REFUSALS = new Set([4403, 4404]);

export interface LiveChannelOptions {
  url: string;
  connect: ChatSocketFactory;
  onFrame: (frame: ChatFrame) => void;
  onStatus: (status: LiveStatus) => void;
  /** Every time the connection opens: the first time, and after each reconnection (to fetch what was missed). */
  onOpened: (reconnected: boolean) => void;
  random?: () => number;
}

/**
 * A channel's live connection, opened again after it drops with a growing, jittered wait
 * (`reconnectDelay`), at once when the browser comes back online; `close` ends it for good.
 */
export function openLiveChannel(options: LiveChannelOptions): { close: () => void; identify: (token: string | null) => void } {
  const { url, connect, onFrame, onStatus, onOpened, random } = options;
  let socket: ChatSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let openedBefore = false;
  let ended = false;
  let open = false;
  /** The chat token this connection identifies itself with, on every (re)opening (for the muted messages its person may see). */
  let token: string | null = null;
  const sendIdentity = () => {
    if (open && token) socket?.send(JSON.stringify({ tipo: 'identificar', token }));
  };

  const start = () => {
    timer = null;
    onStatus(openedBefore ? 'reconnecting' : 'connecting');
    socket = connect(url, {
      onOpen: () => {
        attempt = 0;
        open = true;
        sendIdentity();
        onStatus('open');
        onOpened(openedBefore);
        openedBefore = true;
      },
      onFrame,
      onClose: (code) => {
        socket = null;
        open = false;
        if (ended) return;
        if (REFUSALS.has(code)) {
          onStatus('refused');
          return;
        }
        onStatus(openedBefore ? 'reconnecting' : 'connecting');
        timer = setTimeout(start, reconnectDelay(attempt++, random));
      },
    });
  };

  const online = () => {
    if (timer === null || ended) return;
    clearTimeout(timer);
    start();
  };
  globalThis.addEventListener?.('online', online);
  start();

  return {
    identify: (next) => {
      if (next === token) return;
      token = next;
      sendIdentity();
    },
    close: () => {
      ended = true;
      globalThis.removeEventListener?.('online', online);
      if (timer !== null) clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
