import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { channelKey } from './chat-broker';
import type { ChatChannels } from './chat-channels';
import type { ChatSockets } from './chat-sockets';

export interface ChatSocketRoutesOptions {
  channels: ChatChannels;
  sockets: ChatSockets;
  /** The active church of a slug; null for none. */
  findChurch(slug: string): Promise<ChurchSummary | null>;
}

/** Close codes of the chat's WebSocket (openapi/chat.yaml): an unknown channel, and one whose chat is off. */
export const CLOSE_NOT_FOUND = 4404;
export const CLOSE_OFF = 4403;

/** What a client may send: `{"tipo":"ping"}` (ignored, as everything else is). */
const MAX_CLIENT_FRAME_BYTES = 1024;

/**
 * `GET /igreja/:slug/canais/:canal/ao-vivo` upgraded to a WebSocket (under the chat's prefix): the
 * channel's messages, removals and presence as they happen (see openapi/chat.yaml). No token: the
 * chat is readable by anyone while it is not off.
 */
export async function chatSocketRoutes(app: FastifyInstance, { channels, sockets, findChurch }: ChatSocketRoutesOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  app.get<{ Params: { slug: string; canal: string } }>('/igreja/:slug/canais/:canal/ao-vivo', { websocket: true }, async (socket, request) => {
    // Frames the client sends are read and dropped (ping included): nothing it says changes anything.
    socket.on('message', () => undefined);
    socket.on('error', (error) => request.log.debug({ err: error }, 'chat socket error'));
    const church = await findChurch(request.params.slug);
    const channel = church ? await channels.find(church, request.params.canal) : null;
    if (socket.readyState !== socket.OPEN) return;
    if (!church || !channel) return socket.close(CLOSE_NOT_FOUND, 'no such channel');
    if (channel.acesso === 'desligado') return socket.close(CLOSE_OFF, 'the chat is off');
    sockets.join(channelKey(church.id, channel.canal), socket);
  });
}
