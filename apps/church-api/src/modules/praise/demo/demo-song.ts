import type { LouvorArquivoRow } from '../schema';

/** A demo church's song, as it is stored. */
export interface DemoSong {
  codigo: string;
  titulo: string;
  subtitulo?: string;
  autor?: string;
  grupo?: string;
  ritmo?: string;
  tema?: string;
  tom?: string;
  chordPro?: string;
  arquivos?: LouvorArquivoRow[];
}

/** The demo's score: the melody of "Amazing Grace" drawn as an SVG (apps/church-web/public/demo/praise). */
export const DEMO_SCORE = '/demo/praise/amazing-grace-melody.svg';
