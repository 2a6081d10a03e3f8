import { expectOk, unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** A moderator deletes one message (the server checks the member's role). */
export function removeChatMessage(api: ChatApi, slug: string, id: string) {
  return expectOk(api.DELETE('/igreja/{slug}/mensagens/{id}', { params: { path: { slug, id } } }));
}

/** A moderator mutes a person in the channel for 24 hours (shadow mute: only they and staff see their new messages). */
export function muteChatAuthor(api: ChatApi, slug: string, channel: string, authorId: string) {
  return unwrap(api.POST('/igreja/{slug}/canais/{canal}/silenciados', { params: { path: { slug, canal: channel } }, body: { autorId: authorId } }));
}

/** A moderator deletes every message of one person in the channel. */
export function removeAuthorMessages(api: ChatApi, slug: string, channel: string, authorId: string) {
  return unwrap(api.DELETE('/igreja/{slug}/canais/{canal}/autores/{autorId}/mensagens', { params: { path: { slug, canal: channel, autorId: authorId } } }));
}
