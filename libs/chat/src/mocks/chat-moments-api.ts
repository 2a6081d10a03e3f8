import type { ChatMomento, ChatMomentoResposta } from '@church/contracts-chat';
import { problem } from '@church/testing/mock-api';
import { chatHttp, STORY_CHANNEL, storyChannel, storyGuest, storyMember } from './chat-api';
import type { FakeChatSockets } from './fake-chat-sockets';

export const STORY_MOMENT_ID = '00000000-0000-4000-8000-0000000000aa';

export const storyMoment = (overrides: Partial<ChatMomento> = {}): ChatMomento => ({
  id: STORY_MOMENT_ID,
  tipo: 'compromisso',
  abertoEm: '2026-11-29T16:10:00.000Z',
  ...overrides,
});

export interface MomentServerOptions {
  /** The moment open when the story starts (none by default). */
  moment?: ChatMomento | null;
  /** The story's reader's answer so far. */
  answer?: ChatMomentoResposta;
  /** How many others answered each way. */
  others?: { maosLevantadas: number; dispensados: number };
  /** Whether the story's member is staff (joins as a moderator; their chat token reads the counts). */
  staff?: boolean;
}

/**
 * The moments of the story's channel, kept in memory and answered as the server would: the channel
 * read with the reader's answer (and staff's counts), starting, ending and answering, each told on
 * the story's live connections. Its handlers go beside `createChatServer`'s (its `channel` and `join` replace those).
 */
export function createMomentServer(sockets: FakeChatSockets, options: MomentServerOptions = {}) {
  let moment: ChatMomento | null = null;
  let answer: ChatMomentoResposta | undefined;
  let others = { maosLevantadas: 0, dispensados: 0 };
  let staff = false;
  const answers: { resposta: ChatMomentoResposta; token: string | null }[] = [];
  const reset = (next: MomentServerOptions = options) => {
    moment = next.moment ?? null;
    answer = next.answer;
    others = next.others ?? { maosLevantadas: 0, dispensados: 0 };
    staff = next.staff ?? false;
    answers.length = 0;
  };
  reset();

  const counts = () => ({
    maosLevantadas: others.maosLevantadas + (answer === 'mao_levantada' ? 1 : 0),
    dispensados: others.dispensados + (answer === 'dispensado' ? 1 : 0),
  });
  const asRead = (token: string | null): ChatMomento | null => {
    if (!moment) return null;
    return { ...moment, ...(token && answer ? { minhaResposta: answer } : {}), ...(token && staff ? { respostas: counts() } : {}) };
  };

  const handlers = {
    channel: chatHttp.get('/igreja/{slug}/canais/{canal}', ({ params, request, response }) => {
      if (params.canal !== STORY_CHANNEL) return response(404).json(problem(404, { code: 'CANAL_NAO_ENCONTRADO' }));
      const momento = asRead(request.headers.get('x-chat-token'));
      return response(200).json(storyChannel(momento ? { momento } : {}));
    }),
    join: chatHttp.post('/igreja/{slug}/canais/{canal}/sessao', async ({ request, response }) => {
      const body = await request.json();
      const usuario = request.headers.has('authorization') ? storyMember(staff) : storyGuest(body.nome?.trim() ?? 'Guest');
      const token = `token-${usuario.id}`;
      const momento = asRead(token);
      return response(200).json({ usuario, token, canal: storyChannel(momento ? { momento } : {}) });
    }),
    startMoment: chatHttp.post('/igreja/{slug}/canais/{canal}/momentos', ({ response }) => {
      if (moment) return response(200).json({ ...moment, respostas: counts() });
      moment = storyMoment({ abertoEm: new Date().toISOString() });
      answer = undefined;
      others = { maosLevantadas: 0, dispensados: 0 };
      sockets.send({ tipo: 'momento_aberto', momento: moment });
      return response(201).json({ ...moment, respostas: counts() });
    }),
    endMoment: chatHttp.post('/igreja/{slug}/canais/{canal}/momentos/{momento}/encerramento', ({ params, response }) => {
      if (!moment || params.momento !== moment.id) return response(404).json(problem(404, { code: 'MOMENTO_NAO_ENCONTRADO' }));
      const closed = { ...moment, encerradoEm: new Date().toISOString(), respostas: counts() };
      moment = null;
      sockets.send({ tipo: 'momento_encerrado', id: closed.id });
      return response(200).json(closed);
    }),
    answerMoment: chatHttp.put('/igreja/{slug}/canais/{canal}/momentos/{momento}/resposta', async ({ params, request, response }) => {
      const { resposta } = await request.json();
      answers.push({ resposta, token: request.headers.get('x-chat-token') });
      if (!moment || params.momento !== moment.id) return response(409).json(problem(409, { code: 'CHAT_MOMENTO_ENCERRADO' }));
      answer = resposta;
      return response(200).json({ ...moment, minhaResposta: resposta });
    }),
  };

  return {
    handlers,
    reset,
    answers,
    /** Others raise their hands: staff's connections get the new counts. */
    handsRaisedElsewhere: (count: number) => {
      others = { ...others, maosLevantadas: others.maosLevantadas + count };
      if (moment) sockets.send({ tipo: 'momento_respostas', id: moment.id, respostas: counts() });
    },
    /** Staff elsewhere close the moment. */
    closedElsewhere: () => {
      if (!moment) return;
      const { id } = moment;
      moment = null;
      sockets.send({ tipo: 'momento_encerrado', id });
    },
  };
}
