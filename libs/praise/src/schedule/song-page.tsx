import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert } from '@church/ui';
import { useSong } from '../api/get-song';
import { SongScreen } from '../song/song-screen';
import styles from './song-page.module.css';

/**
 * `/praise/{id}`: a song on a page of its own, as a service's songs on the schedule open it (chords,
 * transposing, capo, numbers, zoom); §8's "music info could not be fetched" for an address that is
 * no song of the church.
 */
export function SongPage() {
  const id = parseId(useParams().praiseId);
  return <div className={styles.page}>{id === null ? <SongNotFound /> : <SongOfPage id={id} />}</div>;
}

function SongNotFound() {
  const { t } = useLingui();
  const churchName = useChurch().nome;
  usePageMeta({ title: `${t`Song`} · ${churchName}` });
  return (
    <>
      <h1 className={styles.title}>{t`Song`}</h1>
      <Alert type="error">{t`The music info could not be fetched.`}</Alert>
    </>
  );
}

function SongOfPage({ id }: { id: number }) {
  const { t } = useLingui();
  const churchName = useChurch().nome;
  const song = useSong(id);
  const title = song.data?.titulo;
  usePageMeta({ title: `${title ?? t`Song`} · ${churchName}`, ...(song.data?.autor ? { description: song.data.autor } : {}) });
  // The song view names the song as the page's heading; until it is there, the page's is "Song".
  return song.isSuccess ? <SongScreen id={id} headingLevel={1} /> : (
    <>
      <h1 className={styles.title}>{t`Song`}</h1>
      <SongScreen id={id} />
    </>
  );
}
