import type { Video } from '@church/contracts-videos';
import { embedUrlOf } from '../shared/embed-url';
import styles from '../shared/videos.module.css';

export interface VideoEmbedProps {
  video: Pick<Video, 'source' | 'contentDetails' | 'titulo'>;
}

/** The provider's player in a 16:9 frame, from its privacy-respecting address, named by the video's title. */
export function VideoEmbed({ video }: VideoEmbedProps) {
  return (
    <div className={styles.frame}>
      <iframe
        src={embedUrlOf(video)}
        title={video.titulo}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
