import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Video } from '@church/contracts-videos';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { EmptyState, ResponsiveImage } from '@church/ui';
import { videoPaths } from '../paths';
import styles from '../shared/videos.module.css';

export interface VideoGridProps {
  videos: Video[];
}

/** The playlist as cards: thumbnail, title (the link) and date. */
export function VideoGrid({ videos }: VideoGridProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (videos.length === 0) return <EmptyState title={t`No videos yet`} />;
  return (
    <ul className={styles.grid}>
      {videos.map((video) => (
        <li key={video.id} className={styles.card}>
          <Link to={videoPaths.detail.href(video.contentDetails.videoId)} tabIndex={-1} aria-hidden="true">
            <ResponsiveImage image={video.thumbnail} alt="" />
          </Link>
          <div className={styles.cardBody}>
            <h2 className={styles.cardTitle}>
              <Link to={videoPaths.detail.href(video.contentDetails.videoId)}>{video.titulo}</Link>
            </h2>
            <p className={styles.meta}>
              <time dateTime={video.publishedAt}>{formatDate(video.publishedAt, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
