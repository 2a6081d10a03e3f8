import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/**
 * The newest `limit` messages, or (with `after`) those after that `seq`, oldest first; with the
 * reader's chat token, their own muted messages too (staff: every muted one, marked).
 */
export async function listChatMessages(api: ChatApi, slug: string, channel: string, limit: number, after?: number, token?: string | null) {
  const query = after === undefined ? { limit } : { limit, depois: after };
  const header = token ? { 'x-chat-token': token } : {};
  return (await unwrap(api.GET('/igreja/{slug}/canais/{canal}/mensagens', { params: { path: { slug, canal: channel }, query, header } }))).itens;
}
