import type { FastifyReply } from 'fastify';
import type { operations } from '@church/contracts-chat';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { type ChatChannels, isOpen, toChatCanal } from './chat-channels';
import type { ChatPrayerRepository } from './chat-prayer-repository';
import { requireChatStaff } from './chat-staff';
import type { ChatTokens } from './chat-token';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;
type Join = (req: Request<'entrarNoChat'>, reply: FastifyReply) => Promise<Ok<'entrarNoChat'>>;

const channelNotFound = () => new ProblemError(404, 'Not Found', 'This church has no such chat channel.', { code: 'CANAL_NAO_ENCONTRADO' });

interface ChatPrayerDeps {
  channels: ChatChannels;
  prayers: ChatPrayerRepository;
  tokens: ChatTokens;
  membership: Membership;
  /** The chat's own join, for everything but a guest entering their prayer. */
  join: Join;
}

/**
 * Private prayer: the staff's list of a broadcast's prayer conversations, and a guest's way into their
 * own (as the person their live chat's token names, since a guest has no account). Who may use a
 * prayer channel at all is `ChatPrivateAccess`'s to decide, before these run.
 */
export function chatPrayerHandlers({ channels, prayers, tokens, membership, join }: ChatPrayerDeps) {
  return {
    async entrarNoChat(req: Request<'entrarNoChat'>, reply: FastifyReply): Promise<Ok<'entrarNoChat'>> {
      const channel = await channels.find(req.church, req.params.canal);
      if (channel?.ref.tipo !== 'oracao' || req.bearer.kind !== 'none') return join(req, reply);
      if (!isOpen(channel)) throw new ProblemError(403, 'Forbidden', 'The chat of this channel is closed.', { code: 'CHAT_FECHADO' });
      const header = req.headers['x-chat-token'];
      const claims = await tokens.verify(typeof header === 'string' ? header : undefined);
      // Checked by the access already; kept here so that this never signs for someone else.
      if (!claims || claims.igrejaId !== req.church.id || claims.id !== channel.ref.participantId) throw channelNotFound();
      const usuario = { id: claims.id, nome: claims.nome, ...(claims.avatar ? { avatar: claims.avatar } : {}), autenticado: claims.autenticado, moderador: false };
      const token = await tokens.sign({ igrejaId: req.church.id, canal: channel.canal, id: usuario.id, nome: usuario.nome, ...(usuario.avatar ? { avatar: usuario.avatar } : {}), autenticado: usuario.autenticado });
      // A private channel keeps to the WebSocket, where its access is checked per socket.
      return { usuario, token, canal: { ...toChatCanal(channel), transporte: 'websocket' } };
    },

    async listChatOracoes(req: Request<'listChatOracoes'>): Promise<Ok<'listChatOracoes'>> {
      await requireChatStaff(req, membership, 'read the prayer requests');
      const channel = await channels.find(req.church, req.params.canal);
      if (channel?.ref.tipo !== 'transmissao') throw channelNotFound();
      return { itens: await prayers.conversations(req.church.id, channel.ref.broadcastId) };
    },
  };
}
