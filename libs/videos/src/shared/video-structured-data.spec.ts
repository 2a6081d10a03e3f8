import { describe, expect, it } from 'vitest';
import { videoStructuredData } from './video-structured-data';

describe('videoStructuredData', () => {
  it('describes the video as schema.org VideoObject, with an absolute thumbnail and the privacy-respecting player', () => {
    const data = videoStructuredData(
      {
        id: 7,
        titulo: 'Sunday worship',
        descricao: 'The whole service.',
        source: 'youtube',
        contentDetails: { videoId: 'abc123' },
        thumbnail: { url: '/demo/videos/grace-1.svg', largura: 640, altura: 360 },
        publishedAt: '2026-11-22T15:00:00.000Z',
      },
      'https://grace.example.org',
      'Grace Community Church',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Sunday worship',
      description: 'The whole service.',
      thumbnailUrl: 'https://grace.example.org/demo/videos/grace-1.svg',
      uploadDate: '2026-11-22T15:00:00.000Z',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc123?rel=0&modestbranding=1',
      publisher: { '@type': 'Organization', name: 'Grace Community Church' },
    });
  });
});
