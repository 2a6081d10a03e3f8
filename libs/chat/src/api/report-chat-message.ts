import { expectOk, unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** A reader reports a message to the church's staff (with the chat token once joined, which the server counts by). */
export function reportChatMessage(api: ChatApi, slug: string, id: string, token: string | null) {
  const header = token ? { 'x-chat-token': token } : {};
  return expectOk(api.POST('/igreja/{slug}/mensagens/{id}/denuncias', { params: { path: { slug, id }, header }, body: {} }));
}

/** Staff read the channel's reported messages with their counts (the server checks the role). */
export async function listChatReports(api: ChatApi, slug: string, channel: string) {
  return (await unwrap(api.GET('/igreja/{slug}/canais/{canal}/denuncias', { params: { path: { slug, canal: channel } } }))).itens;
}
