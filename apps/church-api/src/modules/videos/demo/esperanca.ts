import type { VideosDemo } from './videos-demo';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

export const ESPERANCA_VIDEOS: VideosDemo = {
  playlist: { titulo: 'Mensagens de domingo', descricao: 'Pregações e louvor da Igreja Esperança.' },
  videos: [
    ['youtube', 'Rq4Ws8Ne2Tb', '2026-11-01', 'Santa Ceia: o corpo partido por nós', 'Mensagem do pastor Marcos Oliveira em 1 Coríntios 11.'],
    ['youtube', 'Mk7Lo3Za9Uc', '2026-10-25', 'Somente a graça', 'Pregação do Domingo da Reforma em Efésios 2.'],
    ['vimeo', '884120775', '2026-10-18', 'Missões em Moçambique', 'Notícias e pedidos de oração dos nossos missionários.'],
    ['youtube', 'Dp2Vx6Hy1Gs', '2026-10-11', 'Deixai vir a mim as crianças', 'Culto especial do Dia das Crianças.'],
    ['youtube', 'Jt9Qe5Ri4Pw', '2026-10-04', 'Esperança que não decepciona', 'Romanos 5 e a esperança em meio às tribulações.'],
  ].map(([source, videoId, date, titulo, descricao], index) => ({
    source: source as 'youtube' | 'vimeo',
    videoId: videoId as string,
    titulo: titulo as string,
    descricao: descricao as string,
    thumbnail: { url: `/demo/videos/esperanca-${(index % 5) + 1}.svg`, largura: 640, altura: 360 },
    publishedAt: day(date as string),
  })),
};
