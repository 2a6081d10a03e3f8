import type { operations } from '@church/contracts-chat';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { hasBearer, requireAccount } from '@church/api-platform/plugins/authentication';
import { channelKey } from './chat-broker';
import { type AblyChatTokens, servedThroughAbly } from './chat-ably-tokens';
import type { ChatChannels } from './chat-channels';
import type { ChatTokens } from './chat-token';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

interface ChatAblyDeps {
  channels: ChatChannels;
  tokens: ChatTokens;
  membership: Membership;
  /** Null when the server has no Ably key: its chat is heard on its own WebSocket. */
  ably: AblyChatTokens | null;
}

/** The chat's Ably operation (openapi/chat.yaml, "Transports"). */
export function chatAblyHandlers({ channels, tokens, membership, ably }: ChatAblyDeps) {
  return {
    async emitirChatTokenAbly(req: Request<'emitirChatTokenAbly'>): Promise<Ok<'emitirChatTokenAbly'>> {
      if (!ably) {
        throw new ProblemError(409, 'Conflict', "This server's chat is not served through Ably: read the channel's WebSocket.", { code: 'CHAT_TRANSPORTE_NAO_ABLY' });
      }
      const channel = await channels.find(req.church, req.params.canal);
      if (!channel) throw new ProblemError(404, 'Not Found', 'This church has no such chat channel.', { code: 'CANAL_NAO_ENCONTRADO' });
      if (channel.acesso === 'desligado') throw new ProblemError(403, 'Forbidden', 'The chat of this channel is closed.', { code: 'CHAT_FECHADO' });
      if (!servedThroughAbly(channel.canal)) {
        throw new ProblemError(409, 'Conflict', 'This channel is not served through Ably: read its WebSocket.', { code: 'CHAT_TRANSPORTE_NAO_ABLY' });
      }
      const header = req.headers['x-chat-token'];
      const claims = await tokens.verify(typeof header === 'string' ? header : undefined);
      const participantId = claims && claims.igrejaId === req.church.id && claims.canal === channel.canal ? claims.id : null;
      // Staff as moderation decides it: the member's own bearer and their role now, never the chat token's word.
      const staff = hasBearer(req) && (await membership.isStaff(req.church.id, (await requireAccount(req)).id));
      return ably.tokenRequest(channelKey(req.church.id, channel.canal), { participantId, staff });
    },
  };
}
