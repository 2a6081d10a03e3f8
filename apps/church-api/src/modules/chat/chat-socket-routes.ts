import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { channelKey } from './chat-broker';
import type { ChatChannels } from './chat-channels';
import type { ChatSockets } from './chat-sockets';
import type { ChatTokens } from './chat-token';

export interface ChatSocketRoutesOptions {
  channels: ChatChannels;
  sockets: ChatSockets;
  tokens: ChatTokens;
  /** The active church of a slug; null for none. */
  findChurch(slug: string): Promise<ChurchSummary | null>;
}

/** Close codes of the chat's WebSocket (openapi/chat.yaml): an unknown channel, and one whose chat is off. */
export const CLOSE_NOT_FOUND = 4404;
export const CLOSE_OFF = 4403;

/** What a client may send: `{"tipo":"identificar","token":…}` (a chat token is at most 4096 characters) or `{"tipo":"ping"}`. */
const MAX_CLIENT_FRAME_BYTES = 8 * 1024;

/** The chat token of an `identificar` frame, or null for any other frame. */
function identifyingToken(data: unknown): string | null {
  try {
    const frame = JSON.parse(String(data)) as unknown;
    if (typeof frame !== 'object' || frame === null) return null;
    const { tipo, token } = frame as { tipo?: unknown; token?: unknown };
    return tipo === 'identificar' && typeof token === 'string' && token.length <= 4096 ? token : null;
  } catch {
    return null;
  }
}

/**
 * `GET /igreja/:slug/canais/:canal/ao-vivo` upgraded to a WebSocket (under the chat's prefix): the
 * channel's messages, removals and presence as they happen (see openapi/chat.yaml). No token: the
 * chat is readable by anyone while it is not off; a socket may identify itself with its chat token
 * (for the muted messages its person may see).
 */
export async function chatSocketRoutes(app: FastifyInstance, { channels, sockets, tokens, findChurch }: ChatSocketRoutesOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  app.get<{ Params: { slug: string; canal: string } }>('/igreja/:slug/canais/:canal/ao-vivo', { websocket: true }, async (socket, request) => {
    // Frames the client sends are read and dropped (ping included), but for `identificar` with a chat
    // token of this church and channel: then the socket also gets its person's muted messages (staff: all).
    socket.on('message', (data) => {
      const token = identifyingToken(data);
      if (!token) return;
      void tokens.verify(token).then(async (claims) => {
        const church = claims ? await findChurch(request.params.slug) : null;
        if (!claims || !church || claims.igrejaId !== church.id || claims.canal !== request.params.canal) return;
        sockets.identify(socket, { id: claims.id, staff: claims.moderador === true });
      }, () => undefined);
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'chat socket error'));
    const church = await findChurch(request.params.slug);
    const channel = church ? await channels.find(church, request.params.canal) : null;
    if (socket.readyState !== socket.OPEN) return;
    if (!church || !channel) return socket.close(CLOSE_NOT_FOUND, 'no such channel');
    if (channel.acesso === 'desligado') return socket.close(CLOSE_OFF, 'the chat is off');
    sockets.join(channelKey(church.id, channel.canal), socket);
  });
}
