import type { ChatReacao } from '@church/contracts-chat';
import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** The channel's reaction totals. */
export function getChatReactions(api: ChatApi, slug: string, channel: string) {
  return unwrap(api.GET('/igreja/{slug}/canais/{canal}/reacoes', { params: { path: { slug, canal: channel } } }));
}

/** Reacts to the broadcast (no sign-in needed; with the chat token once joined, which the server counts by); the new totals. */
export function reactInChat(api: ChatApi, slug: string, channel: string, reaction: ChatReacao, token: string | null) {
  const header = token ? { 'x-chat-token': token } : {};
  return unwrap(api.POST('/igreja/{slug}/canais/{canal}/reacoes', { params: { path: { slug, canal: channel }, header }, body: { reacao: reaction } }));
}
