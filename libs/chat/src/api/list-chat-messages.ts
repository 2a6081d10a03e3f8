import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/**
 * The newest `limit` messages, or (with `after`) those after that `seq`, oldest first; with the
 * reader's chat token, their own muted messages too (staff: every muted one, marked). The answer's
 * `ponto` is where the next catch-up asks for removals from (`removedSince`); with `removedSince`, its
 * `removidas` are the ids removed since then (while the live connection was down, no frame told of them).
 */
export async function listChatMessages(api: ChatApi, slug: string, channel: string, limit: number, after?: number, token?: string | null, removedSince?: string | null) {
  const query = { limit, ...(after === undefined ? {} : { depois: after }), ...(removedSince ? { removidasDesde: removedSince } : {}) };
  const header = token ? { 'x-chat-token': token } : {};
  return unwrap(api.GET('/igreja/{slug}/canais/{canal}/mensagens', { params: { path: { slug, canal: channel }, query, header } }));
}
