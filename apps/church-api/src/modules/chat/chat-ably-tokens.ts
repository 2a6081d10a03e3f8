import type { Rest, TokenRequest } from 'ably';
import { ablyChatChannels } from './chat-ably-channels';

/**
 * How long an Ably token lives. Short, so that a role taken away (staff no longer) stops reaching the
 * staff channel soon; ably-js asks our operation for a new one (`authCallback`) before it expires.
 */
export const ABLY_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * Whether a chat channel is heard through Ably: only the broadcasts' live chats (`transmissao-{id}`),
 * readable by anyone. Private channels keep to the WebSocket, where who may hear them is checked per
 * socket, until the token operation checks that same access.
 */
export function servedThroughAbly(canal: string): boolean {
  return /^transmissao-[1-9][0-9]{0,9}$/.test(canal);
}

/** Who asks to read a channel through Ably: their chat participant id (once joined), and whether they are staff. */
export interface AblyReader {
  participantId: string | null;
  staff: boolean;
}

/** The Ably channels a reader may subscribe to: the public one, their own (muted) messages', and staff's for staff. */
export function ablyChannelsFor(key: string, reader: AblyReader): { publico: string; privados: string[] } {
  const channels = ablyChatChannels(key);
  const privados = [...(reader.participantId ? [channels.autor(reader.participantId)] : []), ...(reader.staff ? [channels.equipe] : [])];
  return { publico: channels.publico, privados };
}

/** Subscribe, and nothing else, on exactly those channels: publishing is the server's alone (through our API). */
export function ablyCapabilityFor(channels: { publico: string; privados: string[] }): Record<string, ['subscribe']> {
  return Object.fromEntries([channels.publico, ...channels.privados].map((name) => [name, ['subscribe']]));
}

/**
 * Signs Ably token requests for the chat's readers, locally (ably-js's `auth.createTokenRequest` with
 * the server's key: no call to Ably). The browser hands one to Ably, which gives it a token with that
 * capability and client id; the key never leaves the server.
 */
export class AblyChatTokens {
  constructor(private readonly rest: Rest) {}

  async tokenRequest(key: string, reader: AblyReader): Promise<{ pedido: TokenRequest; canais: { publico: string; privados: string[] } }> {
    const canais = ablyChannelsFor(key, reader);
    const pedido = await this.rest.auth.createTokenRequest({
      capability: ablyCapabilityFor(canais),
      ttl: ABLY_TOKEN_TTL_MS,
      ...(reader.participantId ? { clientId: reader.participantId } : {}),
    });
    return { pedido, canais };
  }
}
