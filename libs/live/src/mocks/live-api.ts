import type { Transmissao, TransmissaoAtual, TransmissaoComSituacao, paths } from '@church/contracts-live';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The live contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const liveApi = contractHttp<paths>();

const ZONE = 'America/New_York';

const broadcast = (id: number, titulo: string, dataInicio: string, dataFim: string, stream: Transmissao['stream']): Transmissao => ({
  id,
  idCulto: id + 100,
  titulo,
  descricao: null,
  dataInicio,
  dataFim,
  stream,
  passagem: null,
  chat: { acesso: 'todos', minutosAntes: 30, minutosDepois: 30 },
});

/** Grace's service on now, streamed as an MP4 (a file the stories do not load). */
export const liveMp4: TransmissaoAtual = {
  ...broadcast(7, 'Worship and the Word, live', '2026-11-29T10:50:00-05:00', '2026-11-29T12:30:00-05:00', { tipo: 'mp4', url: '/demo/live/service.mp4', videoId: null }),
  descricao: 'Join us online: songs of praise, prayer and the sermon from the Gospel of John.',
  passagem: { texto: 'John 3:16-21', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: 21 },
  etiqueta: 'ao_vivo',
};
export const liveYoutube: TransmissaoAtual = { ...liveMp4, stream: { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Hk3pR8vLq2M', videoId: 'Hk3pR8vLq2M' } };
export const liveVimeo: TransmissaoAtual = { ...liveMp4, stream: { tipo: 'vimeo', url: 'https://vimeo.com/887412356', videoId: '887412356' } };
export const liveHls: TransmissaoAtual = { ...liveMp4, stream: { tipo: 'hls', url: 'https://stream.example.org/grace/live.m3u8', videoId: null } };
export const lastBroadcast: TransmissaoAtual = {
  ...broadcast(5, 'Sunday Morning Worship', '2026-11-22T08:50:00-05:00', '2026-11-22T10:25:00-05:00', { tipo: 'vimeo', url: 'https://vimeo.com/887412356', videoId: '887412356' }),
  passagem: { texto: 'Psalm 23', livro: 'PSA', capitulo: 23, versiculoInicio: 1, versiculoFim: 6 },
  etiqueta: 'ultima_transmissao',
};

export const storyUpcoming: Transmissao[] = [
  broadcast(8, 'Midweek Prayer Meeting', '2026-12-02T18:50:00-05:00', '2026-12-02T20:10:00-05:00', { tipo: 'mp4', url: '/demo/live/service.mp4', videoId: null }),
  broadcast(9, 'Sunday Morning Worship', '2026-12-06T08:50:00-05:00', '2026-12-06T10:25:00-05:00', { tipo: 'youtube', url: 'https://youtu.be/Hk3pR8vLq2M', videoId: 'Hk3pR8vLq2M' }),
];

/** `GET /igreja/{slug}/transmissao/atual`: the given broadcast, or none. */
export const currentBroadcast = (transmissao: TransmissaoAtual | null = liveMp4) =>
  liveApi.get('/igreja/{slug}/transmissao/atual', ({ response }) => response(200).json(transmissao ? { fusoHorario: ZONE, transmissao } : { fusoHorario: ZONE }));
export const currentBroadcastLoading = () => liveApi.get('/igreja/{slug}/transmissao/atual', neverAnswer);
export const currentBroadcastFailing = () => liveApi.get('/igreja/{slug}/transmissao/atual', serverError);

/** `GET /igreja/{slug}/transmissao/proximas`: the given broadcasts. */
export const upcomingBroadcasts = (itens: Transmissao[] = storyUpcoming) =>
  liveApi.get('/igreja/{slug}/transmissao/proximas', ({ response }) => response(200).json({ fusoHorario: ZONE, itens }));
export const upcomingBroadcastsLoading = () => liveApi.get('/igreja/{slug}/transmissao/proximas', neverAnswer);
export const upcomingBroadcastsFailing = () => liveApi.get('/igreja/{slug}/transmissao/proximas', serverError);

/** A past broadcast of grace's, on YouTube, as `GET /igreja/{slug}/transmissao/{id}` answers it. */
export const pastBroadcast: TransmissaoComSituacao = {
  ...broadcast(4, 'Sunday Evening Service', '2026-11-15T17:50:00-05:00', '2026-11-15T19:10:00-05:00', { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Hk3pR8vLq2M', videoId: 'Hk3pR8vLq2M' }),
  passagem: { texto: 'Romans 8:28-39', livro: 'ROM', capitulo: 8, versiculoInicio: 28, versiculoFim: 39 },
  situacao: 'encerrada',
};

/** `GET /igreja/{slug}/transmissao/{id}`: the given broadcasts by id; any other id is another church's or none (404). */
export const broadcastsById = (transmissoes: TransmissaoComSituacao[] = [pastBroadcast]) =>
  liveApi.get('/igreja/{slug}/transmissao/{id}', ({ params, response }) => {
    const transmissao = transmissoes.find((item) => String(item.id) === String(params.id));
    return transmissao ? response(200).json({ fusoHorario: ZONE, transmissao }) : response(404).json(problem(404));
  });
export const broadcastByIdLoading = () => liveApi.get('/igreja/{slug}/transmissao/{id}', neverAnswer);

/**
 * `GET /igreja/{slug}/transmissao/atual` failing until `recover()`, then answering the broadcast on now:
 * for a story's Try again (`fail()` in its `beforeEach`).
 */
export function currentBroadcastRecovering(transmissao: TransmissaoAtual = liveMp4) {
  let failing = true;
  return {
    handler: liveApi.get('/igreja/{slug}/transmissao/atual', (info) => (failing ? serverError(info) : info.response(200).json({ fusoHorario: ZONE, transmissao }))),
    fail: () => {
      failing = true;
    },
    recover: () => {
      failing = false;
    },
  };
}
