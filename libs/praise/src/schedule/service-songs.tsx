import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ScheduleServiceExtraProps } from '@church/routing';
import { praisePaths } from '../paths';
import { useServiceSetlists } from './get-service-setlists';
import styles from './service-songs.module.css';

/**
 * Under a service of the schedule: its songs, folded as "Songs (n)", each opening the song with its
 * chords; nothing for a service without songs. The setlists of every service on the screen come in
 * one read; while it loads, and when it fails, the first service on the screen says so, once.
 */
export function ServiceSongs({ service, services }: ScheduleServiceExtraProps) {
  const { t } = useLingui();
  const setlists = useServiceSetlists(services);
  const first = services[0]?.id === service.id;
  if (setlists.isPending) return first ? <p className={styles.note} role="status">{t`Loading the services' songs…`}</p> : null;
  if (setlists.isError) {
    return first ? (
      <p className={styles.note} role="alert">
        {t`The services' songs could not be loaded.`}{' '}
        <button type="button" className={styles.retry} onClick={() => void setlists.refetch()}>
          {t`Try again`}
        </button>
      </p>
    ) : null;
  }
  const songs = setlists.data.find((setlist) => setlist.culto === service.id)?.louvores ?? [];
  if (songs.length === 0) return null;
  const count = songs.length;
  return (
    <details className={styles.songs}>
      <summary className={styles.summary}>{t`Songs (${count})`}</summary>
      <ol className={styles.list}>
        {songs.map((song) => {
          const key = song.tom;
          return (
            <li key={song.ordem}>
              <Link to={praisePaths.song.href(song.id)}>{song.titulo}</Link>
              {key ? <span className={styles.key}> · {t`Key of ${key}`}</span> : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
