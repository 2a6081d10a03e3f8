import type { ChatCanal, ChatMensagem, ChatMomento, ChatReacoes } from '@church/contracts-chat';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { listChatMessages } from '../api/list-chat-messages';
import { getChatReactions } from '../api/react-in-chat';
import { useChatApi } from '../api/use-chat-api';
import { liveChannelUrl } from '../live/chat-socket';
import { type LiveStatus, openLiveChannel } from '../live/live-channel';
import { useLiveConnector } from '../live/use-live-connector';
import { type MomentChange, nextMoment } from '../moments/moment-state';
import { applyPage, type ChatPage, lastSeq, mergeMessages, withoutMessages } from './chat-log';

/** How many messages one catch-up call asks for, and how many calls at most before taking the newest instead. */
const CATCH_UP_PAGE = 200;
const CATCH_UP_CALLS = 5;

export type HistoryState = 'loading' | 'ready' | 'failed';

export interface ChatFeed {
  messages: ChatMensagem[];
  /** How many are connected to the channel, as the server last said; null until it has. */
  presence: number | null;
  /** For staff: how many reported each message, by id (from the reports read and the live connection). */
  reports: Readonly<Record<string, number>>;
  reportsRead: (counts: Readonly<Record<string, number>>) => void;
  /** The channel's reaction totals, as the server last said; null until it has. */
  reactions: ChatReacoes | null;
  /** The moment open in the channel, as far as this screen knows (its frames, and `momentChanged`). */
  moment: ChatMomento | null;
  momentChanged: (change: MomentChange) => void;
  live: LiveStatus;
  history: HistoryState;
  retryHistory: () => void;
  received: (message: ChatMensagem) => void;
  removed: (ids: readonly string[]) => void;
  removedAuthor: (authorId: string) => void;
}

/**
 * A channel's conversation (for one channel: a screen showing another mounts a new one): the newest `limit` messages, then what arrives on the live connection;
 * after each reconnection the messages missed meanwhile (`depois` the newest seq), each message once,
 * and those removed meanwhile taken off (`removidasDesde` the last read's point).
 * With the reader's chat `token` (once joined), reads and the connection say who reads: a muted
 * person then sees their own messages, and staff every muted one (marked); it is read again then.
 * The live connection is the channel's WebSocket, or Ably when its `transport` is `ably`.
 */
export function useChatFeed(channel: string, limit: number, token: string | null = null, transport: ChatCanal['transporte'] = 'websocket'): ChatFeed {
  const { api, slug } = useChatApi();
  const [messages, setMessages] = useState<ChatMensagem[]>([]);
  const [presence, setPresence] = useState<number | null>(null);
  const [reactions, setReactions] = useState<ChatReacoes | null>(null);
  const [reports, setReports] = useState<Record<string, number>>({});
  const [moment, momentChanged] = useReducer(nextMoment, null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const [history, setHistory] = useState<HistoryState>('loading');
  const [round, setRound] = useState(0);
  const current = useRef<ChatMensagem[]>([]);
  const reader = useRef(token);
  const connect = useLiveConnector(channel, transport, reader);
  const connection = useRef<ReturnType<typeof openLiveChannel> | null>(null);

  /** The server's point of the last read: the next catch-up asks for the removals since then. */
  const point = useRef<string | null>(null);

  const apply = useCallback((update: (messages: ChatMensagem[]) => ChatMensagem[]) => {
    current.current = update(current.current);
    setMessages(current.current);
  }, []);

  /** A read's messages (and removals) applied; its point kept for the next catch-up. */
  const read = useCallback(
    (page: ChatPage & { ponto?: string }) => {
      if (page.ponto) point.current = page.ponto;
      apply((messages) => applyPage(messages, page));
    },
    [apply],
  );

  useEffect(() => {
    let active = true;
    const newest = async () => {
      const page = await listChatMessages(api, slug, channel, limit, undefined, reader.current);
      if (active) read(page);
    };
    // The messages after the newest shown, and the ids removed since the last read (no frame told of
    // those while the connection was down), page by page.
    const missed = async () => {
      for (let call = 0; call < CATCH_UP_CALLS; call++) {
        const after = lastSeq(current.current);
        if (after === null) return newest();
        const page = await listChatMessages(api, slug, channel, CATCH_UP_PAGE, after, reader.current, point.current);
        if (!active) return;
        read(page);
        if (page.itens.length < CATCH_UP_PAGE) return;
      }
      // Away too long: the newest messages, as on joining.
      current.current = [];
      return newest();
    };
    const settle = (work: Promise<void>) =>
      work.then(
        () => active && setHistory('ready'),
        () => active && setHistory((state) => (state === 'ready' ? state : 'failed')),
      );
    const first = newest();
    void settle(first);
    // The totals, now and after each reconnection (frames sent meanwhile were missed); the chat goes on without them.
    const readReactions = () =>
      getChatReactions(api, slug, channel).then(
        (totals) => active && setReactions(totals),
        () => undefined,
      );
    void readReactions();
    const live = openLiveChannel({
      url: liveChannelUrl(globalThis.location, slug, channel),
      connect,
      onStatus: (status) => active && setLive(status),
      // Messages sent between the history's read and the connection's start come with the catch-up.
      onOpened: (reconnected) => {
        if (reconnected) void readReactions();
        void settle(first.catch(() => undefined).then(missed));
      },
      onFrame: (frame) => {
        if (!active) return;
        if (frame.tipo === 'mensagem') apply((messages) => mergeMessages(messages, [frame.mensagem]));
        else if (frame.tipo === 'removidas') apply((messages) => withoutMessages(messages, frame.ids));
        else if (frame.tipo === 'reacoes') setReactions(frame.totais);
        else if (frame.tipo === 'momento_aberto' || frame.tipo === 'momento_encerrado' || frame.tipo === 'momento_respostas') momentChanged(frame);
        else if (frame.tipo === 'denuncia') setReports((counts) => ({ ...counts, [frame.mensagemId]: Math.max(counts[frame.mensagemId] ?? 0, frame.total) }));
        else setPresence(frame.total);
      },
    });
    live.identify(reader.current);
    connection.current = live;
    return () => {
      active = false;
      live.close();
      if (connection.current === live) connection.current = null;
    };
  }, [api, slug, channel, limit, connect, apply, read, round]);

  // Joined (or joined again): the connection says who reads, and the newest messages are read as them.
  useEffect(() => {
    if (reader.current === token) return undefined;
    reader.current = token;
    connection.current?.identify(token);
    if (!token) return undefined;
    let active = true;
    // Not `read`: these newest messages say nothing of older ones removed before the point it would keep.
    listChatMessages(api, slug, channel, limit, undefined, token).then(
      (page) => active && apply((messages) => mergeMessages(messages, page.itens)),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, slug, channel, limit, apply, token]);

  return {
    messages,
    presence,
    reactions,
    moment,
    momentChanged,
    reports,
    reportsRead: useCallback((counts) => setReports((current) => ({ ...counts, ...current })), []),
    live,
    history,
    retryHistory: useCallback(() => {
      setHistory('loading');
      setRound((value) => value + 1);
    }, []),
    received: useCallback((message) => apply((messages) => mergeMessages(messages, [message])), [apply]),
    removed: useCallback((ids) => apply((messages) => withoutMessages(messages, ids)), [apply]),
    removedAuthor: useCallback((authorId) => apply((messages) => messages.filter((message) => message.autor.id !== authorId)), [apply]),
  };
}
