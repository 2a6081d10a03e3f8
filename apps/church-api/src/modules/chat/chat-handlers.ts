import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ChatCanal, ChatMensagem, ChatUsuario, operations } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import { badField } from '@church/api-platform/field-rules';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireMemberOf, unauthorized } from '@church/api-platform/plugins/authentication';
import type { RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import { servedThroughAbly } from './chat-ably-tokens';
import { type ChatBroker, channelKey } from './chat-broker';
import { type ChatChannel, type ChatChannels, isOpen, toChatCanal } from './chat-channels';
import type { ChatMomentRepository } from './chat-moment-repository';
import type { ChatReactionBroadcasts } from './chat-reaction-broadcasts';
import { filteredWord, normalisedWord } from './chat-word-filter';
import { CHAT_MUTE_MS, type ChatReader, type ChatRepository } from './chat-repository';
import { requireChatStaff } from './chat-staff';
import type { ChatTokenClaims, ChatTokens } from './chat-token';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Reactions one person (or address) may send to one channel in a window. */
export const CHAT_REACTION_LIMIT = { name: 'chat-reacao', max: 10, windowSeconds: 10 };

/** Reports one person (or address) may send in a window, across the church's channels. */
export const CHAT_REPORT_LIMIT = { name: 'chat-denuncia', max: 5, windowSeconds: 60 };

/** Messages one person may send to one channel in a window (fixed windows, counted in the database so that replicas share them). */
export const CHAT_MESSAGE_LIMIT = { name: 'chat-mensagem', max: 5, windowSeconds: 10 };

/** The latest point a catch-up may ask removals from (9999-12-31T23:59:59Z). */
const MAX_POINT_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

const refused = (status: number, code: string, detail: string) =>
  new ProblemError(status, status === 404 ? 'Not Found' : status === 403 ? 'Forbidden' : 'Unauthorized', detail, { code });

const channelNotFound = () => refused(404, 'CANAL_NAO_ENCONTRADO', 'This church has no such chat channel.');
const chatClosed = () => refused(403, 'CHAT_FECHADO', 'The chat of this channel is closed.');
const membersOnly = () => refused(403, 'CHAT_SOMENTE_MEMBROS', 'Only signed-in members may chat in this channel.');

function tooFast(retryAfterSeconds: number, what = 'messages'): ProblemError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ProblemError(429, 'Too Many Requests', `Too many ${what}. Try again in ${seconds} second(s).`, {
    code: 'CHAT_MUITO_RAPIDO',
    headers: { 'retry-after': String(seconds) },
  });
}

interface ChatDeps {
  db: Database;
  channels: ChatChannels;
  messages: ChatRepository;
  tokens: ChatTokens;
  broker: ChatBroker;
  membership: Membership;
  limiter: RateLimiter;
  reactions: ChatReactionBroadcasts;
  /** The channel's open moment, as each reader sees it (their answer, staff the counts). */
  moments: ChatMomentRepository;
  /** How browsers hear channels live (`ChatCanal.transporte`): the WebSocket, or Ably when the server has a key. */
  transport: NonNullable<ChatCanal['transporte']>;
  /** Counts the messages accepted (`/metrics`), as seen by everyone or muted. */
  messagesAccepted: { inc(labels: { kind: 'visible' | 'muted' }): void };
}

/** The handlers of openapi/chat.yaml (served under /chat/v1). */
export function chatHandlers({ db, channels, messages, tokens, broker, membership, limiter, reactions, moments, transport, messagesAccepted }: ChatDeps) {
  // Private channels keep to the WebSocket, where their access is checked, whatever the server has.
  const canalOf = (channel: ChatChannel): ChatCanal => ({ ...toChatCanal(channel), transporte: transport === 'ably' && servedThroughAbly(channel.canal) ? 'ably' : 'websocket' });

  async function channelOf(req: Request<'getChatCanal'> | Request<'listChatMensagens'> | Request<'getChatReacoes'> | Request<'reagirNoChat'>): Promise<ChatChannel> {
    const channel = await channels.find(req.church, req.params.canal);
    if (!channel) throw channelNotFound();
    return channel;
  }

  /** The signed-in member as they chat: their name and picture, and whether they are staff. */
  async function memberOf(req: Request<'entrarNoChat'>): Promise<ChatUsuario> {
    const member = await requireMemberOf(req, req.church.id);
    const [profile] = await db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, imagem: usuario.imagem }).from(usuario).where(eq(usuario.id, member.id));
    const nome = `${profile?.nome ?? ''} ${profile?.sobrenome ?? ''}`.trim() || 'Membro';
    const avatar = profile?.imagem?.url;
    return { id: `membro-${member.id}`, nome, ...(avatar ? { avatar } : {}), autenticado: true, moderador: await membership.isStaff(req.church.id, member.id) };
  }

  async function requireStaff(
    req:
      | Request<'removerChatMensagem'>
      | Request<'removerChatMensagensDoAutor'>
      | Request<'silenciarNoChat'>
      | Request<'listChatDenuncias'>
      | Request<'getChatPalavrasBloqueadas'>
      | Request<'definirChatPalavrasBloqueadas'>
      | Request<'definirChatModoLento'>,
  ): Promise<number> {
    return requireChatStaff(req, membership, 'moderate the chat');
  }

  /** A chat token's claims when it is valid and for this church's channel; null for none, or a token for elsewhere. */
  async function tokenOfChannel(token: string | undefined, igrejaId: number, canal: string): Promise<ChatTokenClaims | null> {
    const claims = await tokens.verify(token);
    return claims && claims.igrejaId === igrejaId && claims.canal === canal ? claims : null;
  }

  /** Who reads, as their chat token for this channel says (none, or a token for elsewhere: nobody known). */
  async function chatTokenOf(req: Request<'getChatCanal'> | Request<'listChatMensagens'> | Request<'reagirNoChat'> | Request<'denunciarChatMensagem'>, canal: string): Promise<ChatTokenClaims | null> {
    const header = req.headers['x-chat-token'];
    return tokenOfChannel(typeof header === 'string' ? header : undefined, req.church.id, canal);
  }

  /** A stored message (a retried send's) published to its channel, as the first send did; answered to its author. */
  async function published(igrejaId: number, canal: string, sent: { mensagem: ChatMensagem; silenciada: boolean }): Promise<ChatMensagem> {
    await broker.publish(channelKey(igrejaId, canal), { tipo: sent.silenciada ? 'mensagem_silenciada' : 'mensagem', mensagem: sent.mensagem });
    return sent.mensagem;
  }

  /** The guest an earlier chat token of this channel names (a reload joining again), or null for any other token. */
  async function earlierGuest(token: string | undefined, igrejaId: number, canal: string): Promise<ChatTokenClaims | null> {
    const claims = await tokenOfChannel(token, igrejaId, canal);
    return claims && !claims.autenticado && claims.id.startsWith('visitante-') ? claims : null;
  }

  async function readerOf(req: Request<'listChatMensagens'>, canal: string): Promise<ChatReader> {
    const claims = await chatTokenOf(req, canal);
    return claims ? { id: claims.id, staff: claims.moderador === true } : { staff: false };
  }

  return {
    async getChatCanal(req: Request<'getChatCanal'>): Promise<Ok<'getChatCanal'>> {
      const channel = await channelOf(req);
      // Staff's chat token reads the counts, as their identified sockets hear them.
      const reader = await chatTokenOf(req, channel.canal);
      const momento = await moments.openFor(req.church.id, channel.canal, { ...(reader ? { id: reader.id } : {}), staff: reader?.moderador === true });
      return { ...canalOf(channel), ...(momento ? { momento } : {}) };
    },

    async entrarNoChat(req: Request<'entrarNoChat'>): Promise<Ok<'entrarNoChat'>> {
      const channel = await channels.find(req.church, req.params.canal);
      if (!channel) throw channelNotFound();
      if (!isOpen(channel)) throw chatClosed();
      let user: ChatUsuario;
      if (req.bearer.kind !== 'none') {
        user = await memberOf(req);
      } else {
        if (channel.acesso === 'membros') throw membersOnly();
        const earlier = await earlierGuest(req.body.token, req.church.id, channel.canal);
        const nome = req.body.nome?.trim() || earlier?.nome;
        if (!nome) throw badField('body.nome', 'A guest joins with a name.');
        user = { id: earlier?.id ?? `visitante-${randomBytes(16).toString('hex')}`, nome, autenticado: false, moderador: false };
      }
      const claims: ChatTokenClaims = {
        igrejaId: req.church.id,
        canal: channel.canal,
        id: user.id,
        nome: user.nome,
        ...(user.avatar ? { avatar: user.avatar } : {}),
        autenticado: user.autenticado,
        ...(user.moderador ? { moderador: true } : {}),
      };
      const momento = await moments.openFor(req.church.id, channel.canal, { id: user.id, staff: user.moderador });
      return { usuario: user, token: await tokens.sign(claims), canal: { ...canalOf(channel), ...(momento ? { momento } : {}) } };
    },

    async listChatMensagens(req: Request<'listChatMensagens'>): Promise<Ok<'listChatMensagens'>> {
      const channel = await channelOf(req);
      if (channel.acesso === 'desligado') throw chatClosed();
      const asked = req.query.removidasDesde === undefined ? null : Date.parse(req.query.removidasDesde);
      if (asked !== null && Number.isNaN(asked)) throw badField('query.removidasDesde', 'A point in time (date-time), as an earlier answer gave it.');
      // Within what the database's timestamps hold (a point before 1970 asks for every removal anyway).
      const since = asked === null ? null : new Date(Math.min(Math.max(asked, 0), MAX_POINT_MS));
      const reader = await readerOf(req, channel.canal);
      // The point comes before the reads: nothing removed before it is in them.
      const ponto = await messages.removalPoint();
      const itens = await messages.list(req.church.id, channel.canal, req.query.limit ?? 50, req.query.depois, reader);
      if (!since) return { itens, ponto: ponto.toISOString() };
      return { itens, ponto: ponto.toISOString(), removidas: await messages.removedSince(req.church.id, channel.canal, since, reader, req.query.depois) };
    },

    async enviarChatMensagem(req: Request<'enviarChatMensagem'>, reply: FastifyReply): Promise<Ok<'enviarChatMensagem'>> {
      const header = req.headers['x-chat-token'];
      const author = await tokens.verify(typeof header === 'string' ? header : undefined);
      if (!author || author.igrejaId !== req.church.id || author.canal !== req.params.canal) {
        throw unauthorized('CHAT_TOKEN_INVALIDO', 'The chat token is missing, not valid, expired, or for another channel: join the chat again.');
      }
      const texto = req.body.texto.trim();
      if (!texto) throw badField('body.texto', 'A message has some text.');
      // The reads a message needs go together (two round trips, not six): on a busy Sunday each
      // round trip waits its turn on the server's thread and for a database connection.
      const [blockedWords, channel] = await Promise.all([messages.blockedWords(req.church.id), channels.find(req.church, req.params.canal)]);
      if (filteredWord(texto, req.church.idioma, blockedWords)) {
        throw new ProblemError(400, 'Bad Request', 'The message has a word this chat does not allow.', {
          code: 'CHAT_PALAVRA_BLOQUEADA',
          errors: [{ field: 'body.texto', message: 'The message has a word this chat does not allow.' }],
        });
      }
      if (!channel) throw channelNotFound();
      const [sent, last, mutedUntil] = await Promise.all([
        messages.byClientId(req.church.id, channel.canal, author.id, req.body.idCliente),
        channel.intervaloSegundos > 0 ? messages.lastSentAt(req.church.id, channel.canal, author.id) : null,
        messages.mutedUntil(req.church.id, channel.canal, author.id),
      ]);
      // A retry: published again, as the first attempt may have stored it and then failed to publish
      // (Redis down); readers take each message once.
      if (sent) return published(req.church.id, channel.canal, sent);
      if (!isOpen(channel)) throw chatClosed();
      if (channel.acesso === 'membros' && !author.autenticado) throw membersOnly();
      const wait = last ? channel.intervaloSegundos - (Date.now() - last.getTime()) / 1000 : 0;
      if (wait > 0) throw tooFast(wait);
      const { count, retryAfter } = await limiter.increment(CHAT_MESSAGE_LIMIT, `${req.church.id}:${channel.canal}:${author.id}`);
      if (count > CHAT_MESSAGE_LIMIT.max) throw tooFast(retryAfter);
      const muted = mutedUntil !== null;
      const added = await messages.add(author, texto, req.body.idCliente, muted);
      if (!added) {
        const raced = await messages.byClientId(req.church.id, channel.canal, author.id, req.body.idCliente);
        if (raced) return published(req.church.id, channel.canal, raced);
        throw new Error('A message whose client id was taken could not be read');
      }
      await broker.publish(channelKey(req.church.id, channel.canal), { tipo: muted ? 'mensagem_silenciada' : 'mensagem', mensagem: added });
      messagesAccepted.inc({ kind: muted ? 'muted' : 'visible' });
      void reply.code(201);
      return added;
    },

    async removerChatMensagem(req: Request<'removerChatMensagem'>, reply: FastifyReply): Promise<void> {
      const moderatorId = await requireStaff(req);
      const removed = await messages.remove(req.church.id, req.params.id, moderatorId);
      if (!removed) throw refused(404, 'MENSAGEM_NAO_ENCONTRADA', 'This church has no such chat message.');
      await broker.publish(channelKey(req.church.id, removed.canal), { tipo: 'removidas', ids: [req.params.id] });
      return reply.code(204).send();
    },

    async removerChatMensagensDoAutor(req: Request<'removerChatMensagensDoAutor'>): Promise<Ok<'removerChatMensagensDoAutor'>> {
      const moderatorId = await requireStaff(req);
      const channel = await channels.find(req.church, req.params.canal);
      if (!channel) throw channelNotFound();
      const ids = await messages.removeAuthor(req.church.id, channel.canal, req.params.autorId, moderatorId);
      if (ids.length > 0) await broker.publish(channelKey(req.church.id, channel.canal), { tipo: 'removidas', ids });
      return { removidas: ids.length };
    },

    async getChatReacoes(req: Request<'getChatReacoes'>): Promise<Ok<'getChatReacoes'>> {
      const channel = await channelOf(req);
      if (channel.acesso === 'desligado') throw chatClosed();
      return messages.reactions(req.church.id, channel.canal);
    },

    async reagirNoChat(req: Request<'reagirNoChat'>): Promise<Ok<'reagirNoChat'>> {
      const channel = await channelOf(req);
      if (!isOpen(channel)) throw chatClosed();
      const person = await chatTokenOf(req, channel.canal);
      if (channel.acesso === 'membros' && !person?.autenticado) throw membersOnly();
      const { count, retryAfter } = await limiter.increment(CHAT_REACTION_LIMIT, `${req.church.id}:${channel.canal}:${person ? person.id : `ip:${req.ip}`}`);
      if (count > CHAT_REACTION_LIMIT.max) throw tooFast(retryAfter, 'reactions');
      await messages.react(req.church.id, channel.canal, req.body.reacao);
      const read = () => messages.reactions(req.church.id, channel.canal);
      reactions.changed(channelKey(req.church.id, channel.canal), read);
      return read();
    },

    async denunciarChatMensagem(req: Request<'denunciarChatMensagem'>, reply: FastifyReply): Promise<void> {
      const notFound = () => refused(404, 'MENSAGEM_NAO_ENCONTRADA', 'This church has no such chat message.');
      // Who reports: the chat token's person, for any channel of the church (checked against the message's below).
      const header = req.headers['x-chat-token'];
      const claims = await tokens.verify(typeof header === 'string' ? header : undefined);
      const person = claims && claims.igrejaId === req.church.id ? claims : null;
      const found = await messages.visibleMessage(req.church.id, req.params.id, { ...(person ? { id: person.id } : {}), staff: person?.moderador === true });
      if (!found) throw notFound();
      const channel = await channels.find(req.church, found.canal);
      if (!channel) throw notFound();
      if (channel.acesso === 'desligado') throw chatClosed();
      const reporter = person && person.canal === channel.canal ? person.id : `ip:${createHash('sha256').update(req.ip).digest('hex').slice(0, 32)}`;
      const { count, retryAfter } = await limiter.increment(CHAT_REPORT_LIMIT, `${req.church.id}:${reporter}`);
      if (count > CHAT_REPORT_LIMIT.max) throw tooFast(retryAfter, 'reports');
      const motivo = req.body.motivo?.trim() || null;
      const total = await messages.report(req.church.id, channel.canal, req.params.id, reporter, motivo);
      await broker.publish(channelKey(req.church.id, channel.canal), { tipo: 'denuncia', mensagemId: req.params.id, total });
      return reply.code(204).send();
    },

    async listChatDenuncias(req: Request<'listChatDenuncias'>): Promise<Ok<'listChatDenuncias'>> {
      await requireStaff(req);
      const channel = await channels.find(req.church, req.params.canal);
      if (!channel) throw channelNotFound();
      return { itens: await messages.reports(req.church.id, channel.canal) };
    },

    async getChatPalavrasBloqueadas(req: Request<'getChatPalavrasBloqueadas'>): Promise<Ok<'getChatPalavrasBloqueadas'>> {
      await requireStaff(req);
      return { palavras: await messages.blockedWords(req.church.id) };
    },

    async definirChatPalavrasBloqueadas(req: Request<'definirChatPalavrasBloqueadas'>): Promise<Ok<'definirChatPalavrasBloqueadas'>> {
      await requireStaff(req);
      const palavras = [...new Set(req.body.palavras.map((palavra) => normalisedWord(palavra.trim())).filter(Boolean))];
      await messages.setBlockedWords(req.church.id, palavras);
      return { palavras };
    },

    async definirChatModoLento(req: Request<'definirChatModoLento'>): Promise<Ok<'definirChatModoLento'>> {
      await requireStaff(req);
      const channel = await channels.find(req.church, req.params.canal);
      if (!channel) throw channelNotFound();
      await messages.setSlowMode(req.church.id, channel.canal, req.body.intervaloSegundos);
      return canalOf({ ...channel, intervaloSegundos: req.body.intervaloSegundos });
    },

    async silenciarNoChat(req: Request<'silenciarNoChat'>, reply: FastifyReply): Promise<Ok<'silenciarNoChat'>> {
      const moderatorId = await requireStaff(req);
      const channel = await channels.find(req.church, req.params.canal);
      if (!channel) throw channelNotFound();
      const ate = new Date(Date.now() + CHAT_MUTE_MS);
      await messages.mute(req.church.id, channel.canal, req.body.autorId, moderatorId, ate);
      void reply.code(201);
      return { autorId: req.body.autorId, ate: ate.toISOString() };
    },
  };
}
