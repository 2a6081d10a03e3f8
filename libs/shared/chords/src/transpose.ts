import { distance, fromSemitones } from '@tonaljs/interval';
import { majorKey, minorKey } from '@tonaljs/key';
import { chroma, enharmonic, get as getNote, simplify, transpose as transposeNote } from '@tonaljs/note';
import { formatChordSymbol, parseChordSymbol } from './chord-symbol';

/** A song's key as ChordPro writes it: a tonic, and "m" for a minor key ("G", "Bb", "F#m"). */
export interface SongKey {
  tonic: string;
  minor: boolean;
}

const KEY = /^([A-G])([#b♯♭]?)(m?)$/;

/** Reads a key ("Eb", "C#m", "B♭"); null for anything else. */
export function parseKey(key: string): SongKey | null {
  const match = KEY.exec(key.trim());
  if (!match) return null;
  const [, letter = '', accidental = '', minor] = match;
  return { tonic: letter + (accidental === '♯' ? '#' : accidental === '♭' ? 'b' : accidental), minor: minor === 'm' };
}

export function formatKey(key: SongKey): string {
  return `${key.tonic}${key.minor ? 'm' : ''}`;
}

/** The number of sharps (positive) or flats (negative) in a key's signature. */
export function keySignature(key: SongKey): number {
  return key.minor ? minorKey(key.tonic).alteration : majorKey(key.tonic).alteration;
}

/**
 * The key a song is in after moving it by some semitones, named as musicians name keys: of the two
 * spellings of the new tonic, the one with fewer accidentals in its signature (Ab, not G#; Bbm, not A#m).
 * Where both have six (F#/Gb, D#m/Ebm), sharps going up and flats going down.
 */
export function keyAfter(key: SongKey, semitones: number): SongKey {
  const moved = simplify(transposeNote(key.tonic, fromSemitones(semitones)));
  const candidates = [...new Set([moved, enharmonic(moved)])]
    .filter((tonic) => !/(##|bb)/.test(tonic))
    .map((tonic) => ({ tonic, minor: key.minor }));
  const leaning = semitones >= 0 ? 1 : -1;
  candidates.sort((a, b) => {
    const byCount = Math.abs(keySignature(a)) - Math.abs(keySignature(b));
    return byCount !== 0 ? byCount : Math.sign(keySignature(b)) * leaning - Math.sign(keySignature(a)) * leaning;
  });
  return candidates[0] ?? key;
}

// Notes on white keys that some keys' scales spell with an accidental (E#, B#, Cb, Fb): chord charts
// write them as F, C, B and E, and so do we.
const WHITE_KEY_SPELLINGS = new Set(['E#', 'B#', 'Cb', 'Fb']);

/**
 * A note of a chord moved from one key to another by its interval above the tonic: a chord that was on
 * the fourth of the old key is on the fourth of the new one, spelled from the new tonic's letter, so the
 * new key's signature decides its accidental (in F, the fourth is B♭, never A♯).
 */
function moveNote(note: string, from: SongKey, to: SongKey): string {
  const moved = transposeNote(to.tonic, distance(from.tonic, note));
  if (getNote(moved).acc.length > 1) return simplifyTowards(moved, to);
  return WHITE_KEY_SPELLINGS.has(moved) ? simplify(moved) : moved;
}

/** A double sharp or flat, simplified to the spelling on the new key's side (a flat key keeps flats). */
function simplifyTowards(note: string, key: SongKey): string {
  const simple = simplify(note);
  if (simple.length === 1) return simple;
  const wantsFlats = keySignature(key) < 0;
  return wantsFlats === simple.endsWith('b') ? simple : enharmonic(simple);
}

/** A chord symbol moved from one key to another, its root and slash bass spelled in the new key. */
export function transposeChord(symbol: string, from: SongKey, to: SongKey): string {
  const chord = parseChordSymbol(symbol);
  if (!chord) return symbol;
  return formatChordSymbol({
    root: moveNote(chord.root, from, to),
    quality: chord.quality,
    ...(chord.bass ? { bass: moveNote(chord.bass, from, to) } : {}),
  });
}

/** The pitch class (0–11) of a note, for tests and comparisons. */
export function pitchClass(note: string): number {
  return chroma(note) ?? Number.NaN;
}
