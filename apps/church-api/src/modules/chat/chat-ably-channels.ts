import type { ChatEvent } from './chat-broker';

/**
 * The Ably channels of one chat channel. Frames that are not for everyone go on channels of their own,
 * so that who hears them is decided by the token's capability (chat-ably-tokens.ts), not by the browser:
 * - `publico`: every reader (messages, removals, reaction totals, moments opened and closed);
 * - `equipe`: staff only (reports, moments' counts, and muted authors' messages marked `silenciada`);
 * - `autor(id)`: one person's own muted messages, to that person only.
 * Names are `chat:{churchId}:{channel}…` (`chat` is the Ably namespace, for rules set in Ably's
 * dashboard); channel and person ids never hold a colon (the contract's patterns), so no name of one
 * channel can be another's.
 */
export interface AblyChatChannels {
  publico: string;
  equipe: string;
  autor: (authorId: string) => string;
}

/** The Ably channels of the chat channel whose broker key (`channelKey`) is `key`. */
export function ablyChatChannels(key: string): AblyChatChannels {
  const base = `chat:${key}`;
  return { publico: base, equipe: `${base}:equipe`, autor: (authorId) => `${base}:autor:${authorId}` };
}

/** One publish to Ably: the channel, the message name (the frame's `tipo`) and the frame as JSON text. */
export interface AblyPublish {
  channel: string;
  name: string;
  data: string;
}

type Routing<E extends ChatEvent> = (event: E, channels: AblyChatChannels) => AblyPublish[];

const frame = (channel: string, event: ChatEvent): AblyPublish => ({ channel, name: event.tipo, data: JSON.stringify(event) });

/**
 * Where each kind of event goes on Ably, and as what frame. A record over every `tipo`: a new kind of
 * event does not compile until someone decides who may read it.
 */
const ROUTES: { [T in ChatEvent['tipo']]: Routing<Extract<ChatEvent, { tipo: T }>> } = {
  mensagem: (event, channels) => [frame(channels.publico, event)],
  removidas: (event, channels) => [frame(channels.publico, event)],
  reacoes: (event, channels) => [frame(channels.publico, event)],
  // Sent by the WebSocket rooms to their own sockets only; Ably readers have Ably's occupancy instead.
  presenca: () => [],
  denuncia: (event, channels) => [frame(channels.equipe, event)],
  momento_aberto: (event, channels) => [frame(channels.publico, event)],
  momento_encerrado: (event, channels) => [frame(channels.publico, event)],
  momento_respostas: (event, channels) => [frame(channels.equipe, event)],
  // As the WebSocket delivers it: to its author as any message, to staff marked.
  mensagem_silenciada: ({ mensagem }, channels) => [
    frame(channels.autor(mensagem.autor.id), { tipo: 'mensagem', mensagem }),
    frame(channels.equipe, { tipo: 'mensagem', mensagem: { ...mensagem, silenciada: true } }),
  ],
  // Between server processes only.
  presenca_replica: () => [],
};

/** The Ably publishes an event of a chat channel makes (none for what only the server processes hear). */
export function ablyPublishesOf(event: ChatEvent, channels: AblyChatChannels): AblyPublish[] {
  const route = ROUTES[event.tipo] as Routing<ChatEvent>;
  return route(event, channels);
}
