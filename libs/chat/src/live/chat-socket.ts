import { type ChatFrame, parseChatFrame } from './chat-frame';

/** What a connection to a channel's WebSocket tells the chat. */
export interface ChatSocketEvents {
  onOpen: () => void;
  onFrame: (frame: ChatFrame) => void;
  /** The connection ended (or never opened), with the close code the server gave. */
  onClose: (code: number) => void;
}

export interface ChatSocket {
  close: () => void;
  /** Sends a text frame (only once open; dropped otherwise). */
  send: (text: string) => void;
}

/** Opens one connection; injected, so that stories and tests drive the connection themselves. */
export type ChatSocketFactory = (url: string, events: ChatSocketEvents) => ChatSocket;

/** The browser's WebSocket. */
export const browserChatSocket: ChatSocketFactory = (url, events) => {
  const socket = new WebSocket(url);
  let closedHere = false;
  socket.onopen = () => events.onOpen();
  socket.onmessage = (event: MessageEvent) => {
    const frame = parseChatFrame(event.data);
    if (frame) events.onFrame(frame);
  };
  socket.onclose = (event: CloseEvent) => {
    if (!closedHere) events.onClose(event.code);
  };
  return {
    close: () => {
      closedHere = true;
      socket.close(1000);
    },
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
  };
};

/** The WebSocket address of a channel, on the page's own origin (wss: on an https: page). */
export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'>, slug: string, channel: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/chat/v1/igreja/${encodeURIComponent(slug)}/canais/${encodeURIComponent(channel)}/ao-vivo`;
}
