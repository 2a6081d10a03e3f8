import type { Video } from '@church/contracts-videos';
import { embedUrlOf } from './embed-url';

/** schema.org `VideoObject` of a video page, for search results and link previews (addresses made absolute). */
export function videoStructuredData(video: Video, origin: string, churchName: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.titulo,
    description: video.descricao,
    thumbnailUrl: new URL(video.thumbnail.url, origin).href,
    uploadDate: video.publishedAt,
    embedUrl: embedUrlOf(video),
    publisher: { '@type': 'Organization', name: churchName },
  };
}
