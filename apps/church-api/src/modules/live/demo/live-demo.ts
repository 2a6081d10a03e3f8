import type { ChatAccess, StreamKind } from '../schema';

/** A demo broadcast's stream and passage. */
export interface DemoBroadcast {
  stream: { tipo: StreamKind; url: string };
  passagem?: { texto: string; livro: string; capitulo: number; versiculoInicio: number; versiculoFim: number };
  chat?: { acesso: ChatAccess; minutosAntes: number; minutosDepois: number };
}

/** One demo church's broadcasts: the service on now, and what the schedule's past and coming services are streamed with. */
export interface LiveDemo {
  /** The service on now (a service of its own on the schedule, started a little before the seed). */
  live: DemoBroadcast & { titulo: string; descricao: string; local: string };
  /** The two last services before the seed, latest first. */
  past: [DemoBroadcast, DemoBroadcast];
  /** The two next services after the seed, soonest first. */
  upcoming: [DemoBroadcast, DemoBroadcast];
}

/**
 * The demo's stream that plays without the network: a short MP4 the app serves, its card in English
 * (tools/scripts/generate-demo-live-video.mjs); the same in Portuguese and in Spanish for esperanca and vida.
 */
export const DEMO_MP4 = '/demo/live/service.mp4';
export const DEMO_MP4_PT_BR = '/demo/live/service.pt-BR.mp4';
export const DEMO_MP4_ES = '/demo/live/service.es.mp4';

/** The same video as an HLS stream (its playlist names the MP4's byte ranges), for a church that streams HLS. */
export const DEMO_HLS = '/demo/live/service.m3u8';
export const DEMO_HLS_PT_BR = '/demo/live/service.pt-BR.m3u8';
