import type { VideosDemo } from './videos-demo';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

export const VIDA_VIDEOS: VideosDemo = {
  playlist: { titulo: 'Predicaciones del domingo', descricao: 'Mensajes y alabanza de la Iglesia Vida.' },
  videos: [
    ['youtube', 'Va3Ld7Pm2Xe', '2026-11-01', 'La mesa del Señor', 'El pastor Javier Ruiz predica sobre 1 Corintios 11.'],
    ['youtube', 'Gs8Rc1Tn6Ko', '2026-10-25', 'Solo por gracia', 'Mensaje del domingo de la Reforma en Efesios 2.'],
    ['vimeo', '882650431', '2026-10-18', 'Noche de alabanza', 'Canciones y oraciones de nuestra noche de alabanza de octubre.'],
    ['youtube', 'Ph5Wy9Bq3Ju', '2026-10-11', 'El buen samaritano hoy', 'Lucas 10 y lo que significa ser prójimo en Lavapiés.'],
  ].map(([source, videoId, date, titulo, descricao], index) => ({
    source: source as 'youtube' | 'vimeo',
    videoId: videoId as string,
    titulo: titulo as string,
    descricao: descricao as string,
    thumbnail: { url: `/demo/videos/vida-${(index % 5) + 1}.svg`, largura: 640, altura: 360 },
    publishedAt: day(date as string),
  })),
};
