import type { FastifyReply } from 'fastify';
import type { operations } from '@church/contracts-chat';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { unauthorized } from '@church/api-platform/plugins/authentication';
import type { RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import { type ChatBroker, channelKey } from './chat-broker';
import { type ChatChannel, type ChatChannels, isOpen } from './chat-channels';
import { type ChatMomentRepository, toMomento } from './chat-moment-repository';
import { requireChatStaff } from './chat-staff';
import type { ChatThrottledPublishes } from './chat-throttled-publishes';
import type { ChatTokens } from './chat-token';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Answers one person may give to a channel's moments in a window (changing their mind included). */
export const CHAT_MOMENT_ANSWER_LIMIT = { name: 'chat-momento-resposta', max: 10, windowSeconds: 10 };

const problem = (status: number, title: string, code: string, detail: string) => new ProblemError(status, title, detail, { code });
const channelNotFound = () => problem(404, 'Not Found', 'CANAL_NAO_ENCONTRADO', 'This church has no such chat channel.');
const momentNotFound = () => problem(404, 'Not Found', 'MOMENTO_NAO_ENCONTRADO', 'This channel has no such moment.');
const chatClosed = () => problem(403, 'Forbidden', 'CHAT_FECHADO', 'The chat of this channel is closed.');
const momentClosed = () => problem(409, 'Conflict', 'CHAT_MOMENTO_ENCERRADO', 'The moment has closed.');

interface ChatMomentDeps {
  channels: ChatChannels;
  moments: ChatMomentRepository;
  tokens: ChatTokens;
  broker: ChatBroker;
  membership: Membership;
  limiter: RateLimiter;
  /** The open moment's counts, to staff's sockets at most once a second per channel. */
  counts: ChatThrottledPublishes;
}

/** The moments of openapi/chat.yaml (§3, §4): staff open and close them, readers who joined answer. */
export function chatMomentHandlers({ channels, moments, tokens, broker, membership, limiter, counts }: ChatMomentDeps) {
  async function channelOf(req: Request<'abrirChatMomento'> | Request<'encerrarChatMomento'> | Request<'responderChatMomento'>): Promise<ChatChannel> {
    const channel = await channels.find(req.church, req.params.canal);
    if (!channel) throw channelNotFound();
    return channel;
  }

  const requireStaff = (req: Request<'abrirChatMomento'> | Request<'encerrarChatMomento'>) => requireChatStaff(req, membership, 'run moments');

  return {
    async abrirChatMomento(req: Request<'abrirChatMomento'>, reply: FastifyReply): Promise<Ok<'abrirChatMomento'>> {
      const staffId = await requireStaff(req);
      const channel = await channelOf(req);
      if (!isOpen(channel)) throw chatClosed();
      const texto = req.body.texto?.trim() || null;
      const { row, created } = await moments.start(req.church.id, channel.canal, req.body.tipo, texto, staffId);
      const momento = toMomento(row);
      if (created) {
        await broker.publish(channelKey(req.church.id, channel.canal), { tipo: 'momento_aberto', momento });
        void reply.code(201);
      }
      return { ...momento, respostas: await moments.counts(row.id) };
    },

    async encerrarChatMomento(req: Request<'encerrarChatMomento'>): Promise<Ok<'encerrarChatMomento'>> {
      const staffId = await requireStaff(req);
      const channel = await channelOf(req);
      const result = await moments.close(req.church.id, channel.canal, req.params.momento, staffId);
      if (!result) throw momentNotFound();
      // A retry after the close was stored tells the sockets again: a lost publish is made good.
      await broker.publish(channelKey(req.church.id, channel.canal), { tipo: 'momento_encerrado', id: result.row.id });
      return { ...toMomento(result.row), respostas: await moments.counts(result.row.id) };
    },

    async responderChatMomento(req: Request<'responderChatMomento'>): Promise<Ok<'responderChatMomento'>> {
      const header = req.headers['x-chat-token'];
      const person = await tokens.verify(typeof header === 'string' ? header : undefined);
      if (!person || person.igrejaId !== req.church.id || person.canal !== req.params.canal) {
        throw unauthorized('CHAT_TOKEN_INVALIDO', 'The chat token is missing, not valid, expired, or for another channel: join the chat again.');
      }
      const channel = await channelOf(req);
      const moment = await moments.find(req.church.id, channel.canal, req.params.momento);
      if (!moment) throw momentNotFound();
      if (moment.encerradoEm) throw momentClosed();
      if (!isOpen(channel)) throw chatClosed();
      const resposta = req.body.resposta;
      // The same answer again (a retry) changes nothing, and counts against no limit.
      if ((await moments.answerOf(moment.id, person.id)) !== resposta) {
        const { count, retryAfter } = await limiter.increment(CHAT_MOMENT_ANSWER_LIMIT, `${req.church.id}:${channel.canal}:${person.id}`);
        if (count > CHAT_MOMENT_ANSWER_LIMIT.max) {
          const seconds = Math.max(1, Math.ceil(retryAfter));
          throw new ProblemError(429, 'Too Many Requests', `Too many answers. Try again in ${seconds} second(s).`, {
            code: 'CHAT_MUITO_RAPIDO',
            headers: { 'retry-after': String(seconds) },
          });
        }
        await moments.answer(moment.id, person.id, resposta);
        counts.changed(channelKey(req.church.id, channel.canal), async () => ({ tipo: 'momento_respostas', id: moment.id, respostas: await moments.counts(moment.id) }));
      }
      return { ...toMomento(moment), minhaResposta: resposta };
    },
  };
}
