import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** Sends a message with the join token; the same `idCliente` again returns the same message, never a second. */
export function sendChatMessage(api: ChatApi, slug: string, channel: string, token: string, message: { texto: string; idCliente: string }) {
  return unwrap(
    api.POST('/igreja/{slug}/canais/{canal}/mensagens', {
      params: { path: { slug, canal: channel }, header: { 'x-chat-token': token } },
      body: message,
    }),
  );
}
