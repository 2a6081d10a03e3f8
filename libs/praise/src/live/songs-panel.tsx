import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useIsStaff } from '@church/data-access';
import type { LivePanelProps } from '@church/routing';
import { Alert, Button, Spinner } from '@church/ui';
import type { LouvorResumo } from '@church/contracts-praise';
import { useCurrentSong } from '../api/get-current-song';
import { useBroadcastSetlist } from '../api/get-setlist';
import { useSetCurrentSong } from '../api/set-current-song';
import { SongScreen } from '../song/song-screen';
import styles from './songs-panel.module.css';

/**
 * The live page's Songs panel (§2 "/live"): the service's setlist; a song opens in place, chords and
 * all. The song staff mark as being sung is marked in the list, and a viewer following the service
 * (the default) has it opened for them as it changes; staff mark it from here.
 */
export function SongsPanel({ broadcastId }: LivePanelProps) {
  const { t } = useLingui();
  if (broadcastId === null) return <p className={styles.note}>{t`No songs for now.`}</p>;
  return <Setlist broadcastId={broadcastId} />;
}

function Setlist({ broadcastId }: { broadcastId: number }) {
  const { t } = useLingui();
  const setlist = useBroadcastSetlist(broadcastId);
  const current = useCurrentSong(broadcastId);
  const staff = useIsStaff();
  const setCurrent = useSetCurrentSong(broadcastId);
  const [open, setOpen] = useState<number | null>(null);
  const [following, setFollowing] = useState(true);
  const [notice, setNotice] = useState('');
  const currentId = current.data?.idLouvor ?? null;
  const currentTitle = current.data?.titulo ?? null;
  // The last current song this panel acted on: a change opens the new one for a viewer who follows
  // (state adjusted while rendering, as React advises for what follows from a prop or query).
  const [seen, setSeen] = useState<number | null | undefined>(undefined);
  if (current.isSuccess && seen !== currentId) {
    setSeen(currentId);
    setNotice(currentId === null ? '' : (currentTitle ?? ''));
    if (currentId !== null && following) setOpen(currentId);
  }

  function toggleFollowing() {
    const next = !following;
    setFollowing(next);
    if (next && currentId !== null) setOpen(currentId);
  }

  if (setlist.isPending) return <Spinner label={t`Loading the songs`} />;
  if (setlist.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (setlist.data.itens.length === 0) return <p className={styles.note}>{t`This service has no songs listed.`}</p>;

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <p className={styles.notice} role="status" aria-live="polite">
          {notice ? t`Now singing: ${notice}` : ''}
        </p>
        <Button variant="secondary" aria-pressed={following} onClick={toggleFollowing}>
          {following ? t`Stop following` : t`Follow the service`}
        </Button>
      </div>
      {staff ? <StaffBar currentId={currentId} setCurrent={setCurrent} /> : null}
      {open !== null ? (
        <div>
          <div className={styles.openBar}>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t`Back to the songs`}
            </Button>
            {staff ? <SingNow song={setlist.data.itens.find((song) => song.id === open)} currentId={currentId} setCurrent={setCurrent} /> : null}
          </div>
          <SongScreen key={open} id={open} headingLevel={3} />
        </div>
      ) : (
        <ol className={styles.list}>
          {setlist.data.itens.map((song) => {
            const isCurrent = song.id === currentId;
            const key = song.tom;
            const details = [song.autor, key ? t`Key of ${key}` : null].filter(Boolean).join(' · ');
            return (
              <li key={song.ordem} className={[styles.item, isCurrent ? styles.current : ''].join(' ')} aria-current={isCurrent ? 'true' : undefined}>
                <button type="button" className={styles.song} onClick={() => setOpen(song.id)}>
                  <span className={styles.title}>{song.titulo}</span>
                  {details ? <span className={styles.details}>{details}</span> : null}
                  {isCurrent ? <span className={styles.badge}>{t`Being sung now`}</span> : null}
                </button>
                {staff ? <SingNow song={song} currentId={currentId} setCurrent={setCurrent} /> : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

type SetCurrent = ReturnType<typeof useSetCurrentSong>;

/** Staff's "Sing now" for one song: busy while it is saved, off for the song already being sung. */
function SingNow({ song, currentId, setCurrent }: { song: LouvorResumo | undefined; currentId: number | null; setCurrent: SetCurrent }) {
  const { t } = useLingui();
  if (!song) return null;
  const title = song.titulo;
  const busy = setCurrent.isPending && setCurrent.variables === song.id;
  if (song.id === currentId) return null;
  return (
    <Button className={styles.singNow} disabled={setCurrent.isPending} aria-label={t`Sing now: ${title}`} onClick={() => setCurrent.mutate(song.id)}>
      {busy ? t`Saving…` : t`Sing now`}
    </Button>
  );
}

/** Staff's "Clear" (when a song is marked), and what went wrong with the last change. */
function StaffBar({ currentId, setCurrent }: { currentId: number | null; setCurrent: SetCurrent }) {
  const { t } = useLingui();
  const clearing = setCurrent.isPending && setCurrent.variables === null;
  if (currentId === null && !setCurrent.isError) return null;
  return (
    <div className={styles.staff}>
      {currentId !== null ? (
        <Button variant="secondary" disabled={setCurrent.isPending} onClick={() => setCurrent.mutate(null)}>
          {clearing ? t`Clearing…` : t`Clear the song being sung`}
        </Button>
      ) : null}
      {setCurrent.isError ? <Alert type="error">{t`The song being sung could not be changed. Please try again.`}</Alert> : null}
    </div>
  );
}
