import type { Video } from '@church/contracts-videos';

/** Videos for the stories. */
export const sampleVideos: Video[] = [
  {
    id: 1,
    titulo: 'All Saints Sunday: The great cloud of witnesses',
    descricao: 'Pastor Daniel Reed on Hebrews 12.',
    source: 'youtube',
    contentDetails: { videoId: 'Hk3pR8vLq2M' },
    thumbnail: { url: '/demo/videos/grace-1.svg', largura: 640, altura: 360 },
    publishedAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 3,
    titulo: 'Mission Sunday: Lima update',
    descricao: 'Our partners in Peru share news.',
    source: 'vimeo',
    contentDetails: { videoId: '887412356' },
    thumbnail: { url: '/demo/videos/grace-3.svg', largura: 640, altura: 360 },
    publishedAt: '2026-10-18T09:00:00.000Z',
  },
];
