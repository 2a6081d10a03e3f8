import type { operations } from '@church/contracts-chat';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireAccount } from '@church/api-platform/plugins/authentication';
import { contentChannelId } from './chat-channel-ids';
import { type ChatChannels, contentWindow } from './chat-channels';
import type { ChatContentActivity } from './chat-content-activity';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;
type ChatConteudo = Ok<'listChatConteudos'>['itens'][number];

interface ChatContentDeps {
  channels: ChatChannels;
  activity: ChatContentActivity;
  membership: Membership;
}

const byActivity = (a: ChatConteudo, b: ChatConteudo) => (b.ultimaMensagemEm ?? '').localeCompare(a.ultimaMensagemEm ?? '');

/** Staff's list of the chats of the church's exclusive event contents, the busiest latest first. */
export function chatContentHandlers({ channels, activity, membership }: ChatContentDeps) {
  return {
    async listChatConteudos(req: Request<'listChatConteudos'>): Promise<Ok<'listChatConteudos'>> {
      const account = await requireAccount(req);
      if (!(await membership.isStaff(req.church.id, account.id))) {
        throw new ProblemError(403, 'Forbidden', "Only the church's staff may list the content chats.", { code: 'CHAT_SOMENTE_MODERADORES' });
      }
      const contents = await channels.contentChannels(req.church);
      const canais = contents.map((content) => contentChannelId(content.eventId, content.contentId));
      const activityOf = await activity.of(req.church.id, canais);
      const now = new Date();
      const itens = contents.map((content, index): ChatConteudo => {
        const canal = canais[index] as string;
        const { mensagens, denunciadas, ultimaMensagemEm } = activityOf(canal);
        const { abreEm, fechaEm } = contentWindow(content);
        return {
          canal,
          evento: { id: content.eventId, nome: content.eventName },
          conteudo: { id: content.contentId, titulo: content.titulo },
          aberto: abreEm <= now && now < fechaEm,
          mensagens,
          denunciadas,
          ...(ultimaMensagemEm ? { ultimaMensagemEm: ultimaMensagemEm.toISOString() } : {}),
        };
      });
      // Stable: those nobody wrote in keep their events' order.
      return { itens: itens.sort(byActivity) };
    },
  };
}
