import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** The newest `limit` messages, or (with `after`) those after that `seq`, oldest first. */
export async function listChatMessages(api: ChatApi, slug: string, channel: string, limit: number, after?: number) {
  const query = after === undefined ? { limit } : { limit, depois: after };
  return (await unwrap(api.GET('/igreja/{slug}/canais/{canal}/mensagens', { params: { path: { slug, canal: channel }, query } }))).itens;
}
