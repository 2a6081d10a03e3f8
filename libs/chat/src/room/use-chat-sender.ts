import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, retryAfterSeconds } from '@church/data-access';
import { sendChatMessage } from '../api/send-chat-message';
import { useChatApi } from '../api/use-chat-api';
import { reconnectDelay } from '../live/reconnect-delay';
import { lastSeq } from './chat-log';
import { newClientId } from './client-id';
import type { ChatFeed } from './use-chat-feed';
import type { ChatSession } from './use-chat-session';

/** A message on its way: `failed` (§8 "could not be sent"), `too-fast` (the server's rate limit), `closed` (the chat closed meanwhile) or `blocked` (a word of the chat's filter). */
export interface OutgoingMessage {
  idCliente: string;
  texto: string;
  state: 'sending' | 'failed' | 'too-fast' | 'closed' | 'blocked';
  /** For `too-fast`: seconds the server asked to wait. */
  waitSeconds?: number | null;
  /** The conversation's newest seq when it was sent: its own message comes after. */
  afterSeq: number;
}

/** Tries after a network failure before the message is shown as not sent (each with the same idCliente). */
const AUTOMATIC_TRIES = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sending (§4 "Chat"): each message with its own client id, tried again with that same id after a
 * network failure or a server error (the server answers the first message again, never a second
 * one), then left with "could not be sent" and a retry; a refused token joins again and sends once more.
 */
export function useChatSender(channel: string, session: ChatSession, feed: Pick<ChatFeed, 'received' | 'messages'>) {
  const { api, slug } = useChatApi();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const token = session.state.kind === 'joined' ? session.state.token : null;
  // What the sends under way read when they (re)try: the newest token and session, not those they started with.
  const latest = useRef({ token, session, feed });
  useEffect(() => {
    latest.current = { token, session, feed };
  });

  const update = (idCliente: string, change: Partial<OutgoingMessage> | null) => {
    if (!mounted.current) return;
    setOutgoing((items) => (change ? items.map((item) => (item.idCliente === idCliente ? { ...item, ...change } : item)) : items.filter((item) => item.idCliente !== idCliente)));
  };

  const deliver = useCallback(
    async (message: Pick<OutgoingMessage, 'idCliente' | 'texto'>) => {
      let tokenRefused = false;
      for (let tries = 0; ; tries++) {
        const current = latest.current.token;
        if (!current) return update(message.idCliente, { state: 'failed' });
        try {
          const sent = await sendChatMessage(api, slug, channel, current, message);
          latest.current.feed.received(sent);
          return update(message.idCliente, null);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : null;
          if (status === 401 && !tokenRefused) {
            tokenRefused = true;
            const renewed = await latest.current.session.rejoin();
            if (renewed) {
              latest.current.token = renewed;
              continue;
            }
          }
          if (status === 403) {
            latest.current.session.channelClosed();
            return update(message.idCliente, { state: 'closed' });
          }
          if (status === 400 && error instanceof ApiError && error.problem?.code === 'CHAT_PALAVRA_BLOQUEADA') return update(message.idCliente, { state: 'blocked' });
          if (status === 429) return update(message.idCliente, { state: 'too-fast', waitSeconds: retryAfterSeconds(error instanceof ApiError ? error.retryAfter : null) });
          const transient = error instanceof NetworkError || (status !== null && status >= 500);
          if (!transient || tries + 1 >= AUTOMATIC_TRIES) return update(message.idCliente, { state: 'failed' });
          await wait(reconnectDelay(tries));
        }
      }
    },
    [api, slug, channel],
  );

  return {
    outgoing,
    send: (texto: string) => {
      const message = { idCliente: newClientId(), texto };
      setOutgoing((items) => [...items, { ...message, state: 'sending', afterSeq: lastSeq(feed.messages) ?? 0 }]);
      void deliver(message);
    },
    retry: (idCliente: string) => {
      const message = outgoing.find((item) => item.idCliente === idCliente);
      if (!message) return;
      update(idCliente, { state: 'sending', waitSeconds: null });
      void deliver(message);
    },
    discard: (idCliente: string) => update(idCliente, null),
  };
}
