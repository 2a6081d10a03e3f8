import { atom } from 'jotai';

/** An episode the shell's audio player plays. */
export interface NowPlaying {
  /** The episode's id (its feed guid). */
  id: string;
  title: string;
  /** The audio file's address. */
  src: string;
  /** The podcast's name, shown under the title. */
  show?: string | null;
  image?: string | null;
}

/**
 * What the shell's audio player is playing; null when nothing is. Set by the podcast screen; the
 * player lives in the shell, so it keeps playing across navigation. Cleared by its close button.
 */
export const nowPlayingAtom = atom<NowPlaying | null>(null);
nowPlayingAtom.debugLabel = 'nowPlayingAtom';
