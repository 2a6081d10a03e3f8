import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A demo church's video playlist, in its own language. */
export interface VideosDemo {
  playlist: { titulo: string; descricao: string };
  videos: {
    source: 'youtube' | 'vimeo';
    videoId: string;
    titulo: string;
    descricao: string;
    thumbnail: StoredImage;
    publishedAt: Date;
  }[];
}
