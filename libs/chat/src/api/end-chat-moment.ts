import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** Staff close the moment (again is harmless); its final counts. */
export function endChatMoment(api: ChatApi, slug: string, channel: string, moment: string) {
  return unwrap(api.POST('/igreja/{slug}/canais/{canal}/momentos/{momento}/encerramento', { params: { path: { slug, canal: channel, momento: moment } } }));
}
