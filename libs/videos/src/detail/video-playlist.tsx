import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Video } from '@church/contracts-videos';
import { ResponsiveImage } from '@church/ui';
import { videoPaths } from '../paths';
import styles from '../shared/videos.module.css';

export interface VideoPlaylistProps {
  title: string;
  videos: Video[];
  /** The provider id of the video playing now. */
  currentVideoId: string;
}

/** The playlist beside the player; the current video is marked (aria-current and a visible label). */
export function VideoPlaylist({ title, videos, currentVideoId }: VideoPlaylistProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.playlist} aria-label={t`Playlist`}>
      <h2>{title}</h2>
      <ol className={styles.playlistItems}>
        {videos.map((video) => {
          const current = video.contentDetails.videoId === currentVideoId;
          return (
            <li key={video.id}>
              <Link
                className={`${styles.playlistLink} ${current ? styles.current : ''}`}
                to={videoPaths.detail.href(video.contentDetails.videoId)}
                aria-current={current ? 'page' : undefined}
              >
                <ResponsiveImage image={video.thumbnail} alt="" />
                <span>
                  <span className={styles.playlistTitle}>{video.titulo}</span>
                  {current ? <> <span className={styles.nowPlaying}>{t`Now playing`}</span></> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
