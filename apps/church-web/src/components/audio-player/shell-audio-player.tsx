import { nowPlayingAtom, useAtom } from '@church/state';
import { AudioPlayer } from './audio-player';

/** The audio player of the shell, playing what `nowPlayingAtom` holds; loaded once something plays. */
export function ShellAudioPlayer() {
  const [track, setTrack] = useAtom(nowPlayingAtom);
  if (!track) return null;
  return <AudioPlayer track={track} onClose={() => setTrack(null)} />;
}
