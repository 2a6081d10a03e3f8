import { DEMO_MP4_ES, type LiveDemo } from './live-demo';

/** Vida has MOD_CULTO switched off: its broadcasts are kept for when it switches it on. */
export const VIDA_LIVE: LiveDemo = {
  live: {
    titulo: 'Culto en vivo',
    descricao: 'Alabanza, oración y la predicación de la Palabra desde Madrid.',
    local: 'Calle de Alcalá, 150, Madrid',
    stream: { tipo: 'mp4', url: DEMO_MP4_ES },
    passagem: { texto: 'Juan 3:16-21', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: 21 },
  },
  past: [{ stream: { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Dp2Vx6Hy1Gs' } }, { stream: { tipo: 'mp4', url: DEMO_MP4_ES } }],
  upcoming: [{ stream: { tipo: 'mp4', url: DEMO_MP4_ES } }, { stream: { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Jt9Qe5Ri4Pw' } }],
};
