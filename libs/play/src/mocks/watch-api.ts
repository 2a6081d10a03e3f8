import type { Midia, Progresso } from '@church/contracts-play';
import { neverAnswer, problem, serverError } from '@church/testing/mock-api';
import type { ProgressBody } from '../watch/playback-rules';
import { playApi } from './play-api';

/**
 * The stories' media play without media of their own: the demo service the app already serves
 * (`apps/church-web/public/demo/live`, which Storybook serves too), and captions written into a
 * `data:` address. jsdom loads none of them; the stories look at the player's element.
 */
export const DEMO_MP4 = '/demo/live/service.mp4';
export const DEMO_HLS = '/demo/live/service.m3u8';

const vtt = (text: string) => `data:text/vtt;charset=utf-8,${encodeURIComponent(`WEBVTT\n\n00:00.000 --> 00:04.000\n${text}\n`)}`;

/** Captions in Portuguese and Spanish. */
export const sampleCaptions: Midia['legendas'] = [
  { idioma: 'pt-BR', endereco: vtt('Graça e paz a vocês.') },
  { idioma: 'es', endereco: vtt('Gracia y paz a ustedes.') },
];

/** Ten minutes from when it is asked for, as the server signs them; `minutes` below 0 has already expired. */
const expiresIn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A video's media as the server gives it; a file's address expires ten minutes after it is asked for. */
export const sampleMedia = {
  mp4: (endereco = DEMO_MP4, legendas: Midia['legendas'] = []) => (): Midia => ({ formato: 'mp4', endereco, expiraEm: expiresIn(10), legendas }),
  hls: (endereco = DEMO_HLS, legendas: Midia['legendas'] = []) => (): Midia => ({ formato: 'hls', endereco, expiraEm: expiresIn(10), legendas }),
  /** An address that expired a minute ago (a member who came back to a paused video). */
  expiredMp4: (endereco = DEMO_MP4) => (): Midia => ({ formato: 'mp4', endereco, expiraEm: expiresIn(-1), legendas: [] }),
  youtube: (videoId = 'Hk3pR8vLq2M') => (): Midia => ({ formato: 'youtube', endereco: videoId, expiraEm: null, legendas: [] }),
  vimeo: (videoId = '887412356') => (): Midia => ({ formato: 'vimeo', endereco: videoId, expiraEm: null, legendas: [] }),
};

/**
 * `GET /plano-assinatura-conteudo/{id}/midia/`: each call answers the next of `answers` (the last one
 * again once they run out), so that a story can renew an address.
 */
export const media = (...answers: (() => Midia)[]) => {
  let calls = 0;
  return playApi.get('/plano-assinatura-conteudo/{id}/midia/', ({ response }) => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? sampleMedia.mp4();
    calls += 1;
    return response(200).json({ midia: answer() });
  });
};
/** A member without a subscription asks for a subscribers' video. */
export const mediaSubscriptionNeeded = () =>
  playApi.get('/plano-assinatura-conteudo/{id}/midia/', ({ response }) => response(403).json(problem(403, { code: 'ASSINATURA_NECESSARIA' })));
export const mediaNotFound = () =>
  playApi.get('/plano-assinatura-conteudo/{id}/midia/', ({ response }) => response(404).json(problem(404, { code: 'CONTEUDO_NAO_ENCONTRADO' })));
export const mediaLoading = () => playApi.get('/plano-assinatura-conteudo/{id}/midia/', neverAnswer);
/** The server fails `times` times (500), then answers `answer`. */
export const mediaFailing = (times = Number.POSITIVE_INFINITY, answer = sampleMedia.mp4()) => {
  let calls = 0;
  return playApi.get('/plano-assinatura-conteudo/{id}/midia/', (context) => {
    calls += 1;
    return calls <= times ? serverError(context) : context.response(200).json({ midia: answer() });
  });
};

/** Progress of a video never started. */
export const notStarted: Progresso = { segundos: 0, concluido: false, dataAtualizacao: null };

/**
 * `GET` and `PUT /plano-assinatura-conteudo/{id}/progresso/`: answers `initial`, then what was last kept;
 * `onSave` hears each body kept and whether it was sent to outlive the page (`keepalive`).
 */
export function progress(initial: Progresso = notStarted, { onSave }: { onSave?: (body: ProgressBody, keepalive: boolean) => void } = {}) {
  let kept = initial;
  return [
    playApi.get('/plano-assinatura-conteudo/{id}/progresso/', ({ response }) => response(200).json({ progresso: kept })),
    playApi.put('/plano-assinatura-conteudo/{id}/progresso/', async ({ request, response }) => {
      const body = await request.json();
      const saved = { segundos: body.segundos, concluido: body.concluido ?? false };
      onSave?.(saved, request.keepalive);
      kept = { ...saved, dataAtualizacao: new Date().toISOString() };
      return response(200).json({ progresso: kept });
    }),
  ];
}
export const progressFailing = () => playApi.get('/plano-assinatura-conteudo/{id}/progresso/', serverError);
