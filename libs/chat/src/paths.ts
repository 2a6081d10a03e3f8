import { routePath } from '@church/routing';

/** What the embedded chat's address may carry (§2 "Embed layout"). */
export interface EmbedChatQuery {
  /** The channel's id, `transmissao-{broadcastId}` for a broadcast's chat. */
  channel: string;
  /** What a guest's name field starts with. */
  username?: string;
  /** How many recent messages show on joining (1–200; 50 when left out). */
  limitMessages?: number;
  /** Moderators see their tools in the frame (it makes nobody a moderator). */
  showManagement?: boolean;
}

export const DEFAULT_LIMIT_MESSAGES = 50;
const MAX_LIMIT_MESSAGES = 200;

/** The chat's addresses: the embed, and staff's list of content chats; on the site the chat is a panel of the live page. */
export const chatPaths = {
  /** Staff: the chats of the events' exclusive contents (where the church has events, live service or not). */
  contentChats: routePath('/user/content-chats'),
  embed: routePath<[query: EmbedChatQuery]>('/embed/chat', (query) => {
    const search = new URLSearchParams({ channel: query.channel });
    if (query.username) search.set('username', query.username);
    if (query.limitMessages !== undefined) search.set('limitMessages', String(query.limitMessages));
    if (query.showManagement !== undefined) search.set('showManagement', String(query.showManagement));
    return `/embed/chat?${search.toString()}`;
  }),
};

/** The embed's query as the chat takes it: a missing or unreadable limit is the default, a channel must look like one. */
export function readEmbedChatQuery(search: URLSearchParams): Required<Omit<EmbedChatQuery, 'channel'>> & { channel: string | null } {
  const channel = search.get('channel')?.trim() ?? '';
  const limit = Number(search.get('limitMessages'));
  return {
    channel: /^[a-z0-9][a-z0-9-]{0,63}$/i.test(channel) ? channel : null,
    username: search.get('username')?.trim().slice(0, 40) ?? '',
    limitMessages: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_LIMIT_MESSAGES) : DEFAULT_LIMIT_MESSAGES,
    showManagement: search.get('showManagement') === 'true',
  };
}
