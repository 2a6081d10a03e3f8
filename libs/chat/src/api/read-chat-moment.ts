import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/**
 * The channel's open moment as the reader sees it (`getChatCanal` with their chat token: their own
 * answer, and staff's counts), or null when none is open. Not the channel's query: it is read as one person.
 */
export async function readChatMoment(api: ChatApi, slug: string, channel: string, token: string | null) {
  const header = token ? { 'x-chat-token': token } : {};
  const canal = await unwrap(api.GET('/igreja/{slug}/canais/{canal}', { params: { path: { slug, canal: channel }, header } }));
  return canal.momento ?? null;
}
