import { useLingui } from '@lingui/react/macro';
import type { PodcastItem } from '@church/contracts-podcasts';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { Button, EmptyState } from '@church/ui';
import styles from './episodes.module.css';

export interface EpisodeListProps {
  episodes: PodcastItem[];
  /** The id of the episode in the shell's player, if it is one of these. */
  currentId: string | null;
  onPlay: (episode: PodcastItem) => void;
}

/** Podcast episodes, newest first, each with a play button; the one in the player is marked. */
export function EpisodeList({ episodes, currentId, onPlay }: EpisodeListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (episodes.length === 0) return <EmptyState title={t`No episodes yet`} />;
  return (
    <ol className={styles.list}>
      {episodes.map((episode) => {
        const current = episode.id === currentId;
        const title = episode.title;
        const number = episode.position;
        return (
          <li key={episode.id} className={`${styles.episode} ${current ? styles.current : ''}`} aria-current={current || undefined}>
            <div>
              <h2 className={styles.title}>{episode.title}</h2>
              <p className={styles.meta}>
                {t`Episode ${number}`}
                {episode.published_at ? (
                  <>
                    {' · '}
                    <time dateTime={episode.published_at}>{formatDate(episode.published_at, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
                  </>
                ) : null}
              </p>
              {episode.description ? <p className={styles.description}>{episode.description}</p> : null}
            </div>
            <Button
              variant={current ? 'secondary' : 'primary'}
              onClick={() => onPlay(episode)}
              disabled={current}
              aria-label={current ? t`Playing now: ${title}` : t`Play: ${title}`}
            >
              {current ? t`Playing now` : t`Play`}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
