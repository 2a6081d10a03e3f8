import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LivePanelProps } from '@church/routing';
import { Alert, Button, Spinner } from '@church/ui';
import { useBroadcastSetlist } from '../api/get-setlist';
import { SongScreen } from '../song/song-screen';
import styles from './songs-panel.module.css';

/** The live page's Songs panel (§2 "/live"): the service's setlist; a song opens in place, chords and all. */
export function SongsPanel({ broadcastId }: LivePanelProps) {
  const { t } = useLingui();
  if (broadcastId === null) return <p className={styles.note}>{t`No songs for now.`}</p>;
  return <Setlist broadcastId={broadcastId} />;
}

function Setlist({ broadcastId }: { broadcastId: number }) {
  const { t } = useLingui();
  const setlist = useBroadcastSetlist(broadcastId);
  const [open, setOpen] = useState<number | null>(null);
  if (setlist.isPending) return <Spinner label={t`Loading the songs`} />;
  if (setlist.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (setlist.data.itens.length === 0) return <p className={styles.note}>{t`This service has no songs listed.`}</p>;
  if (open !== null) {
    return (
      <div>
        <Button variant="secondary" className={styles.back} onClick={() => setOpen(null)}>
          {t`Back to the songs`}
        </Button>
        <SongScreen id={open} headingLevel={3} />
      </div>
    );
  }
  return (
    <ol className={styles.list}>
      {setlist.data.itens.map((song) => {
        const key = song.tom;
        const details = [song.autor, key ? t`Key of ${key}` : null].filter(Boolean).join(' · ');
        return (
          <li key={song.ordem}>
            <button type="button" className={styles.song} onClick={() => setOpen(song.id)}>
              <span className={styles.title}>{song.titulo}</span>
              {details ? <span className={styles.details}>{details}</span> : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
