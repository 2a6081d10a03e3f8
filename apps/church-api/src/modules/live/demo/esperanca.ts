import { DEMO_HLS_PT_BR, DEMO_MP4_PT_BR, type LiveDemo } from './live-demo';

export const ESPERANCA_LIVE: LiveDemo = {
  live: {
    titulo: 'Culto de celebração ao vivo',
    descricao: 'Louvor, oração e a pregação da Palavra, com a família da Esperança reunida online.',
    local: 'Templo sede, Rua das Palmeiras, 210',
    // Streamed as HLS, as a church streaming from a CDN would (grace's is MP4).
    stream: { tipo: 'hls', url: DEMO_HLS_PT_BR },
    passagem: { texto: 'João 3:16-21', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: 21 },
    // Signed-in members only, so that the demo shows both kinds of chat (grace's is open to everyone).
    chat: { acesso: 'membros', minutosAntes: 30, minutosDepois: 30 },
  },
  past: [
    {
      stream: { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Rq4Ws8Ne2Tb' },
      passagem: { texto: '1 Coríntios 11:23-26', livro: '1CO', capitulo: 11, versiculoInicio: 23, versiculoFim: 26 },
    },
    { stream: { tipo: 'vimeo', url: 'https://vimeo.com/884120775' } },
  ],
  upcoming: [
    { stream: { tipo: 'mp4', url: DEMO_MP4_PT_BR }, passagem: { texto: 'Efésios 2:1-10', livro: 'EPH', capitulo: 2, versiculoInicio: 1, versiculoFim: 10 } },
    { stream: { tipo: 'youtube', url: 'https://www.youtube.com/live/Mk7Lo3Za9Uc' }, chat: { acesso: 'membros', minutosAntes: 20, minutosDepois: 10 } },
  ],
};
