import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/**
 * Joins a channel (`POST …/sessao`): a signed-in member as themselves (the bearer), a guest by the
 * name they typed, and with their earlier `token` of the channel to stay the same guest. The answer's
 * token signs the person's messages; `usuario.moderador` is the server's word.
 */
export function joinChat(api: ChatApi, slug: string, channel: string, nome?: string, token?: string) {
  const body = { ...(nome === undefined ? {} : { nome }), ...(token === undefined ? {} : { token }) };
  return unwrap(api.POST('/igreja/{slug}/canais/{canal}/sessao', { params: { path: { slug, canal: channel } }, body }));
}
