import { DEMO_MP4, type LiveDemo } from './live-demo';

export const GRACE_LIVE: LiveDemo = {
  live: {
    titulo: 'Worship and the Word, live',
    descricao: 'Join us online: songs of praise, prayer and the sermon from the Gospel of John.',
    local: 'Main Sanctuary, 120 Tremont Street',
    stream: { tipo: 'mp4', url: DEMO_MP4 },
    passagem: { texto: 'John 3:16-21', livro: 'JHN', capitulo: 3, versiculoInicio: 16, versiculoFim: 21 },
    chat: { acesso: 'todos', minutosAntes: 30, minutosDepois: 30 },
  },
  past: [
    {
      stream: { tipo: 'youtube', url: 'https://www.youtube.com/watch?v=Hk3pR8vLq2M' },
      passagem: { texto: 'Psalm 23', livro: 'PSA', capitulo: 23, versiculoInicio: 1, versiculoFim: 6 },
    },
    { stream: { tipo: 'vimeo', url: 'https://vimeo.com/887412356' }, passagem: { texto: 'Romans 8:28-39', livro: 'ROM', capitulo: 8, versiculoInicio: 28, versiculoFim: 39 } },
  ],
  upcoming: [
    { stream: { tipo: 'mp4', url: DEMO_MP4 }, chat: { acesso: 'membros', minutosAntes: 15, minutosDepois: 15 } },
    { stream: { tipo: 'youtube', url: 'https://youtu.be/Hk3pR8vLq2M' } },
  ],
};
