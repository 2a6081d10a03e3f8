import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { channelKey } from './chat-broker';
import type { ChatChannel, ChatChannels } from './chat-channels';
import { isPrivate } from './chat-channel-ids';
import type { ChatPrivateAccess } from './chat-private-access';
import type { ChatSockets } from './chat-sockets';
import type { ChatTokens } from './chat-token';

export interface ChatSocketRoutesOptions {
  channels: ChatChannels;
  /** Who may hear a private channel. */
  access: ChatPrivateAccess;
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

/** How long a private channel's socket may go without identifying as a reader of it. */
export const PRIVATE_IDENTIFY_TIMEOUT_MS = 10_000;

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
export async function chatSocketRoutes(app: FastifyInstance, { channels, access, sockets, tokens, findChurch }: ChatSocketRoutesOptions) {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  app.get<{ Params: { slug: string; canal: string } }>('/igreja/:slug/canais/:canal/ao-vivo', { websocket: true }, async (socket, request) => {
    // A private channel's socket joins its room only once identified by a reader it is for.
    let found: ((channel: ChatChannel | null) => void) | undefined;
    const resolved = new Promise<ChatChannel | null>((resolve) => (found = resolve));
    let joined = false;
    // Frames the client sends are read and dropped (ping included), but for `identificar` with a chat
    // token of this church and channel: then the socket also gets its person's muted messages (staff: all).
    socket.on('message', (data) => {
      const token = identifyingToken(data);
      if (!token) return;
      void tokens.verify(token).then(async (claims) => {
        const church = claims ? await findChurch(request.params.slug) : null;
        if (!claims || !church || claims.igrejaId !== church.id || claims.canal !== request.params.canal) return;
        const channel = await resolved;
        if (!channel) return;
        if (isPrivate(channel.ref) && !access.allowsSocket(claims, channel)) return socket.close(CLOSE_NOT_FOUND, 'no such channel');
        sockets.identify(socket, { id: claims.id, staff: claims.moderador === true });
        if (isPrivate(channel.ref) && !joined && socket.readyState === socket.OPEN) {
          joined = true;
          sockets.join(channelKey(church.id, channel.canal), socket);
        }
      }, () => undefined);
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'chat socket error'));
    const church = await findChurch(request.params.slug);
    const channel = church ? await channels.find(church, request.params.canal) : null;
    found?.(channel);
    if (socket.readyState !== socket.OPEN) return;
    if (!church || !channel) return socket.close(CLOSE_NOT_FOUND, 'no such channel');
    if (channel.acesso === 'desligado') return socket.close(CLOSE_OFF, 'the chat is off');
    if (isPrivate(channel.ref)) {
      const timer = setTimeout(() => {
        if (!joined && socket.readyState === socket.OPEN) socket.close(CLOSE_NOT_FOUND, 'no such channel');
      }, PRIVATE_IDENTIFY_TIMEOUT_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return;
    }
    sockets.join(channelKey(church.id, channel.canal), socket);
  });
}
