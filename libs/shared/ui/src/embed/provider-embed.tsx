import type { ReactNode } from 'react';
import { embedUrlOf, type ProviderVideo } from './embed-url';
import styles from './provider-embed.module.css';

export interface ProviderEmbedProps {
  video: ProviderVideo;
  /** The frame's accessible name: the video's title. */
  title: string;
}

/** A 16:9 black frame that its player (an iframe or a `<video>`) fills. */
export function VideoFrame({ children }: { children: ReactNode }) {
  return <div className={styles.frame}>{children}</div>;
}

/** The provider's player in a 16:9 frame, from its privacy-respecting address, named by the video's title. */
export function ProviderEmbed({ video, title }: ProviderEmbedProps) {
  return (
    <VideoFrame>
      <iframe
        src={embedUrlOf(video)}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </VideoFrame>
  );
}
