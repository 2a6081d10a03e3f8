import type { ChatMomentoResposta } from '@church/contracts-chat';
import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/** The reader who joined raises a hand or dismisses the moment (one answer, replaced by the next; the same again is a retry). */
export function answerChatMoment(api: ChatApi, slug: string, channel: string, moment: string, answer: ChatMomentoResposta, token: string) {
  return unwrap(
    api.PUT('/igreja/{slug}/canais/{canal}/momentos/{momento}/resposta', {
      params: { path: { slug, canal: channel, momento: moment }, header: { 'x-chat-token': token } },
      body: { resposta: answer },
    }),
  );
}
