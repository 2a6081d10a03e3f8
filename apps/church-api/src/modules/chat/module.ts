import type { ServerModule } from '@church/api-platform/server-module';
import '@church/api-platform/plugins/tenant-cache';
import { ABLY_CONNECT_SOURCES, ablyRestFor, usesAbly } from './chat-ably-config';
import { chatAblyHandlers } from './chat-ably-handlers';
import { AblyChatTokens } from './chat-ably-tokens';
import { chatBrokerFor } from './chat-broker';
import { ChatChannels } from './chat-channels';
import { ChatContentActivity } from './chat-content-activity';
import { chatContentHandlers } from './chat-content-handlers';
import { chatHandlers } from './chat-handlers';
import { chatMomentHandlers } from './chat-moment-handlers';
import { chatPrayerHandlers } from './chat-prayer-handlers';
import { ChatPrayerRepository } from './chat-prayer-repository';
import { ChatPrivateAccess } from './chat-private-access';
import { guardPrivateChannels } from './chat-private-guard';
import { ChatMomentRepository } from './chat-moment-repository';
import { ChatReactionBroadcasts } from './chat-reaction-broadcasts';
import { ChatThrottledPublishes } from './chat-throttled-publishes';
import { ChatRepository } from './chat-repository';
import { chatSocketRoutes } from './chat-socket-routes';
import { ChatSockets } from './chat-sockets';
import { ChatTokens } from './chat-token';

/**
 * Chat (MOD_CULTO): the live broadcasts' chat, a channel per broadcast with the broadcast's settings
 * (read through the live module's face). Its own contract, openapi/chat.yaml, served under /chat/v1,
 * and its WebSocket there; events reach the sockets through a ChatBroker (in-process, or Redis with
 * `REDIS_URL`), and the browsers through Ably instead when `ABLY_API_KEY` is set.
 */
export const chatModule: ServerModule = {
  name: 'chat',
  dependsOn: ['church', 'account', 'live', 'events'],
  code: 'MOD_CULTO',
  embedAreas: ['/embed/chat'],
  // The browsers read the chat from Ably when the server has a key.
  connectSources: (env) => (usesAbly(env) ? ABLY_CONNECT_SOURCES : []),
  routes: async ({ app, database, config, platform }) => {
    const ably = ablyRestFor(config.env);
    const broker = chatBrokerFor(
      config.env,
      (error) => app.log.error({ err: error }, 'a chat listener failed'),
      (message, error) => app.log.warn({ err: error }, message),
      ably,
    );
    // Never a channel, church or person in a label: one series each, whatever the number of churches.
    const connections = platform.metrics.gauge({ name: 'chat_connections', help: 'Chat WebSockets open in this process' });
    const messagesAccepted = platform.metrics.counter({ name: 'chat_messages_total', help: 'Chat messages accepted, seen by everyone or muted', labelNames: ['kind'] });
    const sockets = new ChatSockets(broker, 1000, (error) => app.log.warn({ err: error }, "the chat's presence count was not told to the other processes"), {
      inc: () => connections.inc(),
      dec: () => connections.dec(),
    });
    const tokens = new ChatTokens(() => app.authentication.derivedKey('chat-token'));
    const reactions = new ChatReactionBroadcasts(broker, (error) => app.log.error({ err: error }, 'chat reaction totals were not sent'));
    const momentCounts = new ChatThrottledPublishes(broker, (error) => app.log.error({ err: error }, "a chat moment's counts were not sent"));
    const moments = new ChatMomentRepository(database.db);
    const findTenant = (kind: 'slug' | 'id', value: string | number) => app.tenantCache.find(kind, value);
    const channels = new ChatChannels(database.db, async (church, code) => (await findTenant('id', church.id))?.bootstrap.modulos.some((modulo) => modulo.codigo === code) ?? false);
    app.addHook('onClose', async () => {
      reactions.close();
      momentCounts.close();
      sockets.close();
      await broker.close();
    });
    const access = new ChatPrivateAccess(database.db, platform.membership, tokens);
    await app.register(chatSocketRoutes, {
      prefix: '/chat/v1',
      channels,
      access,
      sockets,
      tokens,
      findChurch: async (slug) => {
        const church = (await findTenant('slug', slug))?.church;
        return church?.flagAtivo ? church : null;
      },
    });
    const handlers = chatHandlers({
      db: database.db,
      channels,
      messages: new ChatRepository(database.db),
      tokens,
      broker,
      membership: platform.membership,
      limiter: platform.rateLimiter,
      reactions,
      moments,
      transport: ably ? 'ably' : 'websocket',
      messagesAccepted,
    });
    const ablyHandlers = chatAblyHandlers({ channels, tokens, membership: platform.membership, ably: ably ? new AblyChatTokens(ably) : null });
    const momentHandlers = chatMomentHandlers({ channels, moments, tokens, broker, membership: platform.membership, limiter: platform.rateLimiter, counts: momentCounts });
    const prayerHandlers = chatPrayerHandlers({ channels, prayers: new ChatPrayerRepository(database.db), tokens, membership: platform.membership, join: handlers.entrarNoChat });
    const contentHandlers = chatContentHandlers({ channels, activity: new ChatContentActivity(database.db), membership: platform.membership });
    const contractHandlers = guardPrivateChannels({ ...handlers, ...ablyHandlers, ...momentHandlers, ...prayerHandlers, ...contentHandlers }, channels, access);
    return { handlers: {}, contracts: [{ file: 'chat.yaml', prefix: '/chat/v1', handlers: contractHandlers }] };
  },
};
