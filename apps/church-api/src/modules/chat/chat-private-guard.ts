import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError } from '@church/api-platform/http/problem';
import { isPrivate, parseChannelId } from './chat-channel-ids';
import type { ChatChannels } from './chat-channels';
import type { ChatPrivateAccess } from './chat-private-access';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler takes its own operation's request
type Handler = (req: any, reply: FastifyReply) => Promise<unknown>;

/**
 * Every chat operation whose path names a private channel (`{canal}`) runs only for a reader that
 * `ChatPrivateAccess` allows; anyone else gets the same 404 as for a channel that does not exist, so that
 * nobody learns which hosts' channels, prayers or contents there are. One wrapper over the whole
 * contract, so that an operation added later is guarded without being told.
 */
export function guardPrivateChannels<Handlers extends Record<string, Handler>>(handlers: Handlers, channels: ChatChannels, access: ChatPrivateAccess): Handlers {
  const guarded = Object.entries(handlers).map(([operationId, handler]) => {
    const wrapped: Handler = async (req: FastifyRequest, reply) => {
      const canal = (req.params as { canal?: unknown } | undefined)?.canal;
      const ref = typeof canal === 'string' ? parseChannelId(canal) : null;
      if (typeof canal === 'string' && ref && isPrivate(ref)) {
        const channel = await channels.find(req.church, canal);
        if (!channel || !(await access.allows(req, channel))) {
          throw new ProblemError(404, 'Not Found', 'This church has no such chat channel.', { code: 'CANAL_NAO_ENCONTRADO' });
        }
      }
      return handler(req, reply);
    };
    return [operationId, wrapped] as const;
  });
  return Object.fromEntries(guarded) as Handlers;
}
