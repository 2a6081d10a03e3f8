import type { Video } from '@church/contracts-videos';
import { embedUrlOf } from '@church/ui/embed';

/** schema.org `VideoObject` of a video page, for search results and link previews (addresses made absolute). */
export function videoStructuredData(video: Video, origin: string, churchName: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.titulo,
    description: video.descricao,
    thumbnailUrl: new URL(video.thumbnail.url, origin).href,
    uploadDate: video.publishedAt,
    embedUrl: embedUrlOf({ source: video.source, videoId: video.contentDetails.videoId }),
    publisher: { '@type': 'Organization', name: churchName },
  };
}
