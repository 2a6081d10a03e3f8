import type { ChatCanal } from '@church/contracts-chat';
import { type RefObject, useMemo } from 'react';
import { requestAblyToken } from '../api/request-ably-token';
import { useChatApi } from '../api/use-chat-api';
import { ablyChatSocketFactory } from './ably-chat-socket';
import type { ChatSocketFactory } from './chat-socket';
import { useChatSocketFactory } from './chat-socket-context';

/**
 * How the chat connects to a channel live, as the channel's `transporte` says: the WebSocket (the
 * default, or what a story provides), or Ably, with tokens from our server for the reader `reader`
 * holds (their chat token once joined).
 */
export function useLiveConnector(channel: string, transport: ChatCanal['transporte'], reader: RefObject<string | null>): ChatSocketFactory {
  const { api, slug } = useChatApi();
  const websocket = useChatSocketFactory();
  return useMemo(
    () => liveConnectorFor(transport, websocket, () => ablyChatSocketFactory({ requestToken: (token) => requestAblyToken(api, slug, channel, token), identity: () => reader.current })),
    [api, slug, channel, transport, reader, websocket],
  );
}

/** Ably only when the channel says so; the WebSocket otherwise (an older server says nothing). */
export function liveConnectorFor(transport: ChatCanal['transporte'], websocket: ChatSocketFactory, ably: () => ChatSocketFactory): ChatSocketFactory {
  return transport === 'ably' ? ably() : websocket;
}
