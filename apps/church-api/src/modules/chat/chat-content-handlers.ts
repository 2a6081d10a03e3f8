import type { operations } from '@church/contracts-chat';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import type { Membership } from '@church/api-platform/identity/membership';
import { contentChannelId } from './chat-channel-ids';
import { type ChatChannels, contentWindow, isWithin } from './chat-channels';
import type { ChatContentActivity } from './chat-content-activity';
import { requireChatStaff } from './chat-staff';

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
      await requireChatStaff(req, membership, 'list the content chats');
      const contents = await channels.contentChannels(req.church);
      const canais = contents.map((content) => contentChannelId(content.eventId, content.contentId));
      const activityOf = await activity.of(req.church.id, canais);
      const now = new Date();
      const itens = contents.map((content, index): ChatConteudo => {
        const canal = canais[index] as string;
        const { mensagens, denunciadas, ultimaMensagemEm } = activityOf(canal);
        return {
          canal,
          evento: { id: content.eventId, nome: content.eventName },
          conteudo: { id: content.contentId, titulo: content.titulo },
          aberto: isWithin(contentWindow(content), now),
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
