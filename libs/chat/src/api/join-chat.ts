import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/**
 * Joins a channel (`POST …/sessao`): a signed-in member as themselves (the bearer), a guest by the
 * name they typed. The answer's token signs the person's messages; `usuario.moderador` is the server's word.
 */
export function joinChat(api: ChatApi, slug: string, channel: string, nome?: string) {
  return unwrap(api.POST('/igreja/{slug}/canais/{canal}/sessao', { params: { path: { slug, canal: channel } }, body: nome === undefined ? {} : { nome } }));
}
