import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Video } from '@church/contracts-videos';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { PageHeader } from '@church/ui';
import { ProviderEmbed } from '@church/ui/embed';
import { videoPaths } from '../paths';
import styles from '../shared/videos.module.css';

export interface VideoDetailProps {
  video: Video;
  /** The playlist beside the player (or its loading and error states). */
  playlist: ReactNode;
}

/** A video playing, its description, and the playlist beside it. */
export function VideoDetail({ video, playlist }: VideoDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  return (
    <>
      <PageHeader title={video.titulo} subtitle={formatDate(video.publishedAt, i18n.locale, DateTime.DATE_FULL, timeZone)} />
      <div className={styles.layout}>
        <div>
          <ProviderEmbed video={{ source: video.source, videoId: video.contentDetails.videoId }} title={video.titulo} />
          {video.descricao ? <p className={styles.description}>{video.descricao}</p> : null}
          <Link className={styles.back} to={videoPaths.list.href()}>
            {t`Back to videos`}
          </Link>
        </div>
        {playlist}
      </div>
    </>
  );
}
