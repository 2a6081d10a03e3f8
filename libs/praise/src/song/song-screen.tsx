import { useLingui } from '@lingui/react/macro';
import { Alert, Spinner } from '@church/ui';
import { useSong } from '../api/get-song';
import { SongView } from './song-view';

/** A song fetched by its id: loading, §8's "music info could not be fetched", or the song. */
export function SongScreen({ id, headingLevel }: { id: number; headingLevel?: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const song = useSong(id);
  if (song.isPending) return <Spinner label={t`Loading the song`} />;
  if (song.isError) return <Alert type="error">{t`The music info could not be fetched.`}</Alert>;
  return <SongView song={song.data} headingLevel={headingLevel} />;
}
