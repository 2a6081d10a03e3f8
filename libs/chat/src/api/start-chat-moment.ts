import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** Staff open a commit-to-Jesus moment in the channel (the server checks the member's role); the open one if there is one already. */
export function startChatMoment(api: ChatApi, slug: string, channel: string) {
  return unwrap(api.POST('/igreja/{slug}/canais/{canal}/momentos', { params: { path: { slug, canal: channel } }, body: { tipo: 'compromisso' } }));
}
