import type { ChatMensagem, ChatMomento, ChatMomentoRespostas, ChatReacoes } from '@church/contracts-chat';
import type { Rest } from 'ably';
import { AblyChatBroker, ablyRestPublisher } from './chat-ably-broker';
import { RedisChatBroker, type RedisConnectionLog } from './chat-redis-broker';

/** What a channel's sockets are sent (the WebSocket frames of openapi/chat.yaml). */
export type ChatEvent =
  | { tipo: 'mensagem'; mensagem: ChatMensagem }
  | { tipo: 'removidas'; ids: string[] }
  | { tipo: 'presenca'; total: number }
  /** A message was reported (how many reported it): to staff's identified sockets only. */
  | { tipo: 'denuncia'; mensagemId: string; total: number }
  /** A channel's reaction totals (at most once per second per channel). */
  | { tipo: 'reacoes'; totais: ChatReacoes }
  /** Staff opened a moment (without anyone's answer or the counts). */
  | { tipo: 'momento_aberto'; momento: ChatMomento }
  /** The moment closed. */
  | { tipo: 'momento_encerrado'; id: string }
  /** The open moment's counts (at most once per second per channel): to staff's identified sockets only. */
  | { tipo: 'momento_respostas'; id: string; respostas: ChatMomentoRespostas }
  /**
   * A message of a muted author (shadow mute): never written as is; the sockets deliver it as a
   * `mensagem` frame only to its author's sockets and (marked `silenciada`) to staff's.
   */
  | { tipo: 'mensagem_silenciada'; mensagem: ChatMensagem }
  /**
   * How many sockets of the channel one server process (`replica`) holds, told to the others so that
   * each can send its sockets the sum; `pedido`: a process that just opened the room asks the others to
   * tell theirs at once. Never written to a socket.
   */
  | { tipo: 'presenca_replica'; replica: string; total: number; pedido?: boolean };

export type ChatListener = (event: ChatEvent) => void;

/**
 * How a chat event reaches every process that holds sockets of its channel: one publish per event,
 * whatever the number of listeners. A channel key is `{churchId}:{channel}`.
 *
 * Two are built, and `chatBrokerFor` chooses: `InProcessChatBroker` (below) when one server holds
 * every socket, and `RedisChatBroker` (chat-redis-broker.ts, Redis pub/sub) when `REDIS_URL` is set,
 * for replicas: an event published by any of them reaches the listeners of all, each once. With an
 * Ably key, `AblyChatBroker` (chat-ably-broker.ts) wraps the one chosen: events also go to Ably, which
 * the browsers then read instead of the WebSocket.
 */
export interface ChatBroker {
  publish(channel: string, event: ChatEvent): Promise<void>;
  /** Hears the channel's events until the returned function is called. */
  subscribe(channel: string, listener: ChatListener): () => void;
  /**
   * Hears that this process may have missed events (its connection to the other processes was lost
   * and is back: what was published meanwhile never reached it), until the returned function is called.
   */
  onMissedEvents(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The broker of a single server: listeners are called in the publishing process, at once. */
export class InProcessChatBroker implements ChatBroker {
  private readonly listeners = new Map<string, Set<ChatListener>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  async publish(channel: string, event: ChatEvent): Promise<void> {
    for (const listener of this.listeners.get(channel) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(channel: string, listener: ChatListener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(channel);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(channel);
    };
  }

  /** Every event is delivered in the process that publishes it: none is ever missed, and the listener is never called. */
  onMissedEvents(_listener: () => void): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/**
 * The broker the configuration asks for: Redis pub/sub across replicas when `REDIS_URL` is set,
 * in-process otherwise. `REDIS_CHAT_PREFIX` (default `church:chat:`) starts the Redis channel names:
 * two deployments on one Redis server (each its own database, so the same church and channel ids)
 * each need their own. `log` hears the Redis connections' failures and returns (default: stderr).
 * `ably` (`ablyRestFor`, when `ABLY_API_KEY` is set): events are also published to Ably.
 */
export function chatBrokerFor(env: NodeJS.ProcessEnv, onListenerError?: (error: unknown) => void, log?: RedisConnectionLog, ably: Rest | null = null): ChatBroker {
  const servers = env.REDIS_URL
    ? new RedisChatBroker(env.REDIS_URL, { onListenerError, log, prefix: env.REDIS_CHAT_PREFIX || undefined })
    : new InProcessChatBroker(onListenerError);
  return ably ? new AblyChatBroker(servers, ablyRestPublisher(ably)) : servers;
}

export const channelKey = (igrejaId: number, canal: string) => `${igrejaId}:${canal}`;
