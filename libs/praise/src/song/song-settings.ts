import { keyAfter, parseChordSymbol, parseKey, type SongKey } from '@church/chords';
import type { Louvor } from '@church/contracts-praise';

/** §4 "Praise adjustments": the font zoom starts at 1 and moves by these steps… */
export const ZOOM_DEFAULT = 1;
export const ZOOM_IN_STEP = 0.03;
export const ZOOM_OUT_STEP = -0.05;
/** …only while the result stays strictly between these. */
const ZOOM_MIN = 0.7;
const ZOOM_MAX = 1.5;

/** The zoom after a step, or the same zoom when the step would leave the range (§4). */
export function zoomBy(zoom: number, step: number): number {
  const next = Math.round((zoom + step) * 100) / 100;
  return next > ZOOM_MIN && next < ZOOM_MAX ? next : zoom;
}

/** Semitones moved, by ±1 (§4); twelve either way is the song's own key again. */
export function transposeBy(semitones: number, step: 1 | -1): number {
  const next = semitones + step;
  return Math.abs(next) >= 12 ? 0 : next;
}

/** The song's written key: its `tom`, or else what its first chord says (Em → E minor). */
export function writtenKeyOf(song: Pick<Louvor, 'tom' | 'conteudo'>): SongKey | null {
  const declared = song.tom ? parseKey(song.tom) : null;
  if (declared) return declared;
  for (const section of song.conteudo) {
    for (const line of section.linhas) {
      for (const piece of line.trechos ?? []) {
        const chord = piece.acorde ? parseChordSymbol(piece.acorde) : null;
        if (chord) return { tonic: chord.root, minor: /^(m(?!aj)|min|-)/.test(chord.quality) };
      }
    }
  }
  return null;
}

/** How the chords are written: as chords in the sounding key, as a capo's shapes, or as Nashville numbers. */
export type ChordStyle = 'chords' | 'numbers';

export interface SongKeys {
  /** The key the song is written in. */
  written: SongKey;
  /** The key it sounds in after transposing. */
  sounding: SongKey;
  /** The key of the shapes a guitarist plays with the capo on (the sounding key when there is no capo). */
  shapes: SongKey;
}

/** The keys of a song transposed by some semitones and played with a capo on a fret. */
export function songKeys(written: SongKey, semitones: number, capo: number): SongKeys {
  const sounding = keyAfter(written, semitones);
  return { written, sounding, shapes: capo > 0 ? keyAfter(sounding, -capo) : sounding };
}
