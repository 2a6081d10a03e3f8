import type { ChatCanal, ChatMensagem, ChatReacoes, ChatUsuario, paths } from '@church/contracts-chat';
import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { neverAnswer, problem, serverError } from '@church/testing/mock-api';
import type { FakeChatSockets } from './fake-chat-sockets';

/** The chat contract's mock handlers, on the chat API's base (`/chat/v1`) of any origin. */
export const chatHttp = createOpenApiHttp<paths>({ baseUrl: '*/chat/v1' });

export const STORY_CHANNEL = 'transmissao-7';

export const storyChannel = (overrides: Partial<ChatCanal> = {}): ChatCanal => ({
  id: STORY_CHANNEL,
  titulo: 'Worship and the Word, live',
  acesso: 'todos',
  aberto: true,
  abreEm: '2026-11-29T15:20:00.000Z',
  fechaEm: '2026-11-29T18:00:00.000Z',
  ...overrides,
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const storyMessage = (seq: number, autor: ChatMensagem['autor'], texto: string): ChatMensagem => ({
  id: uuid(seq),
  seq,
  autor,
  texto,
  criadaEm: new Date(Date.UTC(2026, 10, 29, 15, 50 + seq)).toISOString(),
});

export const RUTH = { id: 'visitante-5d1f0c2b9a8e4f7d8c6b5a4e3d2c1b0a', nome: 'Ruth', autenticado: false } as const;
export const SAMUEL = { id: 'membro-12', nome: 'Samuel Reis', autenticado: true } as const;

export const storyHistory = (): ChatMensagem[] => [
  storyMessage(1, SAMUEL, 'Good morning, church! Watching from Lisbon.'),
  storyMessage(2, RUTH, 'Amen! The verses are here: https://bible.example/John.3.16.'),
  storyMessage(3, SAMUEL, 'Praying for everyone who is sick today.\nGod bless.'),
];

/** The person the story signs in as a guest, or the story's member (`.storybook/story-church.ts`) with or without the staff's role. */
export const storyGuest = (nome: string): ChatUsuario => ({ id: 'visitante-0a1b2c3d4e5f60718293a4b5c6d7e8f9', nome, autenticado: false, moderador: false });
export const storyMember = (moderador = false): ChatUsuario => ({ id: 'membro-7', nome: 'Ana Souza', autenticado: true, moderador });

export interface ChatServerOptions {
  channel?: ChatCanal;
  history?: () => ChatMensagem[];
  /** Who a join with a bearer is (the story's member); a guest join takes the name sent. */
  member?: ChatUsuario;
  /** How many reported each message, by id (what staff read). */
  reports?: Record<string, number>;
  /** The church's own blocked words (what staff read and replace). */
  blockedWords?: string[];
}

/**
 * A channel kept in memory and the chat API answered from it as the server would: joining, history and
 * catch-up by seq, sending (the same idCliente answers the same message), deleting; every change goes
 * to the story's live connections. `failSends` makes the next sends fail as a lost network would.
 */
export function createChatServer(sockets: FakeChatSockets, options: ChatServerOptions = {}) {
  let channel = options.channel ?? storyChannel();
  let member = options.member ?? storyMember();
  let messages: ChatMensagem[] = [];
  let seq = 0;
  const byClientId = new Map<string, ChatMensagem>();
  const sends: { texto: string; idCliente: string; token: string | null }[] = [];
  const joins: { nome?: string; bearer: boolean }[] = [];
  const mutes: string[] = [];
  const reports: { id: string; token: string | null }[] = [];
  let reportCounts: Record<string, number> = {};
  let reactions: ChatReacoes = { amem: 12, coracao: 5, oracao: 8 };
  const reacted: { reacao: string; token: string | null }[] = [];
  let reactionsTooFast = false;
  const listTokens: (string | null)[] = [];
  let failingSends: 'network' | 'too-fast' | 'blocked' | null = null;
  /** The church's own blocked words, the slow mode changes staff saved, and how the settings' calls answer. */
  let blockedWords: string[] = [];
  const slowModes: number[] = [];
  let settingsAnswer: 'ok' | 'fail' | 'hang' | 'refuse' = 'ok';
  let releaseSettings: (() => void) | null = null;
  const settingsReply = async () => {
    if (settingsAnswer === 'hang') await new Promise<void>((resolve) => (releaseSettings = resolve));
    return settingsAnswer;
  };
  /** Every removal, with when (what a catch-up's `removidasDesde` reads). */
  const removals: { id: string; at: number }[] = [];
  const removeStored = (ids: readonly string[]) => {
    messages = messages.filter((message) => !ids.includes(message.id));
    for (const id of ids) removals.push({ id, at: Date.now() });
    sockets.send({ tipo: 'removidas', ids: [...ids] });
  };
  const reset = (next: ChatServerOptions = options) => {
    channel = next.channel ?? storyChannel();
    member = next.member ?? options.member ?? storyMember();
    messages = (next.history ?? options.history ?? storyHistory)();
    seq = messages.reduce((max, message) => Math.max(max, message.seq), 0);
    byClientId.clear();
    sends.length = 0;
    joins.length = 0;
    mutes.length = 0;
    reports.length = 0;
    reportCounts = next.reports ?? options.reports ?? {};
    reactions = { amem: 12, coracao: 5, oracao: 8 };
    reacted.length = 0;
    reactionsTooFast = false;
    listTokens.length = 0;
    failingSends = null;
    removals.length = 0;
    blockedWords = [...(next.blockedWords ?? options.blockedWords ?? [])];
    slowModes.length = 0;
    settingsAnswer = 'ok';
    releaseSettings = null;
  };
  reset();

  /** A message someone else sends: stored and delivered on the live connections. */
  const arrive = (autor: ChatMensagem['autor'], texto: string) => {
    const message = storyMessage(++seq, autor, texto);
    messages.push(message);
    sockets.send({ tipo: 'mensagem', mensagem: message });
    return message;
  };

  const handlers = {
    channel: chatHttp.get('/igreja/{slug}/canais/{canal}', ({ params, response }) =>
      params.canal === channel.id ? response(200).json(channel) : response(404).json(problem(404, { code: 'CANAL_NAO_ENCONTRADO' })),
    ),
    join: chatHttp.post('/igreja/{slug}/canais/{canal}/sessao', async ({ request, response }) => {
      const body = await request.json();
      const bearer = request.headers.has('authorization');
      joins.push({ ...(body.nome === undefined ? {} : { nome: body.nome }), bearer });
      if (!channel.aberto) return response(403).json(problem(403, { code: 'CHAT_FECHADO' }));
      if (!bearer && channel.acesso === 'membros') return response(403).json(problem(403, { code: 'CHAT_SOMENTE_MEMBROS' }));
      const nome = body.nome?.trim() ?? '';
      if (!bearer && (nome.length === 0 || nome.length > 40)) return response(400).json(problem(400, { errors: [{ field: 'body.nome', message: 'length' }] }));
      const usuario = bearer ? member : storyGuest(nome);
      return response(200).json({ usuario, token: `token-${usuario.id}`, canal: channel });
    }),
    list: chatHttp.get('/igreja/{slug}/canais/{canal}/mensagens', ({ request, query, response }) => {
      listTokens.push(request.headers.get('x-chat-token'));
      const limit = Number(query.get('limit') ?? 50);
      const after = query.get('depois');
      const itens = after === null ? messages.slice(-limit) : messages.filter((message) => message.seq > Number(after)).slice(0, limit);
      const since = query.get('removidasDesde');
      const ponto = new Date().toISOString();
      if (since === null) return response(200).json({ itens, ponto });
      return response(200).json({ itens, ponto, removidas: removals.filter((removal) => removal.at >= Date.parse(since)).map((removal) => removal.id) });
    }),
    send: chatHttp.post('/igreja/{slug}/canais/{canal}/mensagens', async ({ request, response }) => {
      const body = await request.json();
      const token = request.headers.get('x-chat-token');
      sends.push({ ...body, token });
      if (failingSends === 'network') return HttpResponse.error();
      if (failingSends === 'blocked')
        return response(400).json(problem(400, { code: 'CHAT_PALAVRA_BLOQUEADA', errors: [{ field: 'body.texto', message: 'blocked word' }] }));
      if (failingSends === 'too-fast')
        return response(429).json(problem(429, { code: 'CHAT_MUITO_RAPIDO' }), { headers: { 'Retry-After': '8' } });
      const known = byClientId.get(body.idCliente);
      if (known) return response(200).json(known);
      const autor = token === `token-${member.id}` ? member : storyGuest(joins.at(-1)?.nome ?? 'Guest');
      const message = arrive({ id: autor.id, nome: autor.nome, autenticado: autor.autenticado }, body.texto);
      byClientId.set(body.idCliente, message);
      return response(201).json(message);
    }),
    removeOne: chatHttp.delete('/igreja/{slug}/mensagens/{id}', ({ params, response }) => {
      if (!messages.some((message) => message.id === params.id)) return response(404).json(problem(404, { code: 'MENSAGEM_NAO_ENCONTRADA' }));
      removeStored([params.id]);
      return response(204).empty();
    }),
    reactions: chatHttp.get('/igreja/{slug}/canais/{canal}/reacoes', ({ response }) => response(200).json(reactions)),
    react: chatHttp.post('/igreja/{slug}/canais/{canal}/reacoes', async ({ request, response }) => {
      const { reacao } = await request.json();
      reacted.push({ reacao, token: request.headers.get('x-chat-token') });
      if (reactionsTooFast) return response(429).json(problem(429, { code: 'CHAT_MUITO_RAPIDO' }), { headers: { 'Retry-After': '5' } });
      reactions = { ...reactions, [reacao]: reactions[reacao] + 1 };
      return response(200).json(reactions);
    }),
    report: chatHttp.post('/igreja/{slug}/mensagens/{id}/denuncias', ({ params, request, response }) => {
      reports.push({ id: params.id, token: request.headers.get('x-chat-token') });
      return response(204).empty();
    }),
    reports: chatHttp.get('/igreja/{slug}/canais/{canal}/denuncias', ({ response }) =>
      response(200).json({
        itens: messages
          .filter((message) => (reportCounts[message.id] ?? 0) > 0)
          .map((message) => ({ mensagem: message, total: reportCounts[message.id] ?? 0, ultimaEm: message.criadaEm })),
      }),
    ),
    mute: chatHttp.post('/igreja/{slug}/canais/{canal}/silenciados', async ({ request, response }) => {
      const { autorId } = await request.json();
      mutes.push(autorId);
      return response(201).json({ autorId, ate: new Date(Date.now() + 24 * 3600_000).toISOString() });
    }),
    blockedWords: chatHttp.get('/igreja/{slug}/chat/palavras-bloqueadas', async ({ response }) => {
      if ((await settingsReply()) === 'fail') return serverError({ response });
      return response(200).json({ palavras: blockedWords });
    }),
    setBlockedWords: chatHttp.put('/igreja/{slug}/chat/palavras-bloqueadas', async ({ request, response }) => {
      const { palavras } = await request.json();
      const answer = await settingsReply();
      if (answer === 'fail') return serverError({ response });
      if (answer === 'refuse' || palavras.length > 200 || palavras.some((word) => word.length > 40 || /\s/.test(word)))
        return response(400).json(problem(400, { errors: [{ field: 'body.palavras', message: 'one word of at most 40 characters each, at most 200' }] }));
      blockedWords = [...new Set(palavras.map((word) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()))];
      return response(200).json({ palavras: blockedWords });
    }),
    slowMode: chatHttp.put('/igreja/{slug}/canais/{canal}/modo-lento', async ({ request, response }) => {
      const { intervaloSegundos } = await request.json();
      slowModes.push(intervaloSegundos);
      if ((await settingsReply()) !== 'ok') return serverError({ response });
      channel = { ...channel, intervaloSegundos };
      return response(200).json(channel);
    }),
    removeAuthor: chatHttp.delete('/igreja/{slug}/canais/{canal}/autores/{autorId}/mensagens', ({ params, response }) => {
      const ids = messages.filter((message) => message.autor.id === params.autorId).map((message) => message.id);
      removeStored(ids);
      return response(200).json({ removidas: ids.length });
    }),
  };

  return {
    handlers,
    reset,
    arrive,
    sends,
    joins,
    /** The ids staff muted, and the chat tokens the history reads carried. */
    mutes,
    listTokens,
    /** The reports readers sent, and a report staff's connection is told of. */
    reports,
    reportedElsewhere: (id: string) => {
      reportCounts = { ...reportCounts, [id]: (reportCounts[id] ?? 0) + 1 };
      sockets.send({ tipo: 'denuncia', mensagemId: id, total: reportCounts[id] ?? 0 });
    },
    /** The reactions sent (with the chat token, if any), and the totals' frame others' reactions make. */
    reacted,
    reactionsFrom: (others: Partial<ChatReacoes>) => {
      reactions = { amem: reactions.amem + (others.amem ?? 0), coracao: reactions.coracao + (others.coracao ?? 0), oracao: reactions.oracao + (others.oracao ?? 0) };
      sockets.send({ tipo: 'reacoes', totais: reactions });
    },
    refuseReactions: (tooFast: boolean) => {
      reactionsTooFast = tooFast;
    },
    /** A muted person's message as staff's connection gets it (marked), not stored for others. */
    arriveMuted: (autor: ChatMensagem['autor'], texto: string) => {
      const message = { ...storyMessage(++seq, autor, texto), silenciada: true };
      sockets.send({ tipo: 'mensagem', mensagem: message });
      return message;
    },
    messages: () => messages,
    /** The church's blocked words as stored, and the slow mode values staff saved (in order). */
    blockedWords: () => blockedWords,
    slowModes,
    /** How the settings' calls answer from now on: at once, with a server error, never until `releaseSettings`, or 400. */
    answerSettings: (how: 'ok' | 'fail' | 'hang' | 'refuse') => {
      settingsAnswer = how;
    },
    releaseSettings: () => {
      const release = releaseSettings;
      releaseSettings = null;
      settingsAnswer = 'ok';
      release?.();
    },
    /** Another moderator removes messages: stored, and told on the live connections open now (none while they are down). */
    removeElsewhere: (ids: readonly string[]) => removeStored(ids),
    failSends: (how: 'network' | 'too-fast' | 'blocked' | null) => {
      failingSends = how;
    },
  };
}

/** The channel never answers: the chat stays loading. */
export const channelLoading = () => chatHttp.get('/igreja/{slug}/canais/{canal}', neverAnswer);
export const channelFailing = () => chatHttp.get('/igreja/{slug}/canais/{canal}', serverError);
/** The history answers after a moment (a slow line). */
export const slowHistory = (itens: ChatMensagem[]) =>
  chatHttp.get('/igreja/{slug}/canais/{canal}/mensagens', async ({ response }) => {
    await delay(300);
    return response(200).json({ itens, ponto: new Date().toISOString() });
  });
