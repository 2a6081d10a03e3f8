import { majorKey } from '@tonaljs/key';
import { simplify, transpose as transposeNote } from '@tonaljs/note';
import { describe, expect, it } from 'vitest';
import { parseChordSymbol } from './chord-symbol';
import { nashvilleNumber } from './nashville';
import { formatKey, keyAfter, keySignature, parseKey, pitchClass, transposeChord } from './transpose';

const key = (name: string) => {
  const parsed = parseKey(name);
  if (!parsed) throw new Error(`not a key: ${name}`);
  return parsed;
};

describe('keyAfter', () => {
  it.each([
    ['C', 1, 'Db'], ['G', 1, 'Ab'], ['D', 1, 'Eb'], ['E', 1, 'F'], ['A', 1, 'Bb'], ['B', 1, 'C'],
    ['C', -1, 'B'], ['F', 1, 'F#'], ['F', -1, 'E'], ['Bb', 2, 'C'], ['G', 7, 'D'], ['G', -12, 'G'],
    ['Am', 1, 'Bbm'], ['Em', 1, 'Fm'], ['Em', -1, 'Ebm'], ['Bm', 1, 'Cm'], ['Dm', 1, 'D#m'], ['Fm', -2, 'Ebm'], ['Ab', -2, 'Gb'], ['E', 2, 'F#'],
  ])('%s moved by %i is %s', (from, semitones, expected) => {
    expect(formatKey(keyAfter(key(from), semitones))).toBe(expected);
  });
});

// Worked by hand from the circle of fifths: the two bugs chord libraries are known for are an F-major
// song written with A# and a slash bass left in the old key's spelling.
describe('transposeChord (golden)', () => {
  it.each([
    ['A', 'E', 'F', 'Bb'],
    ['B7', 'E', 'F', 'C7'],
    ['D/F#', 'D', 'Eb', 'Eb/G'],
    ['D/F#', 'G', 'F', 'C/E'],
    ['G/B', 'G', 'Ab', 'Ab/C'],
    ['C#m7', 'A', 'Bb', 'Dm7'],
    ['F#m7b5', 'G', 'Ab', 'Gm7b5'],
    ['Bb', 'C', 'D', 'C'],
    ['Eb', 'Bb', 'B', 'E'],
    ['Am7/G', 'C', 'Db', 'Bbm7/Ab'],
    ['Dsus4', 'D', 'Db', 'Dbsus4'],
    ['E7/G#', 'A', 'Bb', 'F7/A'],
    ['Cmaj7', 'C', 'F#', 'F#maj7'],
    ['F', 'C', 'F#', 'B'],
    ['Gdim', 'C', 'Gb', 'Dbdim'],
    ['C6/9', 'C', 'D', 'D6/9'],
    ['Em', 'Em', 'Fm', 'Fm'],
    ['B7', 'Em', 'Fm', 'C7'],
    ['G', 'Em', 'Ebm', 'Gb'],
  ])('%s in %s moved to %s is %s', (chord, from, to, expected) => {
    expect(transposeChord(chord, key(from), key(to))).toBe(expected);
  });

  it('leaves what is not a chord as it is', () => {
    expect(transposeChord('N.C.', key('C'), key('D'))).toBe('N.C.');
    expect(transposeChord('x2', key('C'), key('D'))).toBe('x2');
  });
});

// Every chord quality and slash chord of the seed songs, in every key, moved to every other key.
// Each as its quality and, for a slash chord, the bass's interval above the root (C/E, C/G, Cm/Eb, C7/Bb).
const SEED_CHORDS: [quality: string, bass?: string][] = [
  [''], ['m'], ['7'], ['maj7'], ['m7'], ['sus4'], ['sus2'], ['add9'], ['6'], ['dim'], ['aug'], ['m7b5'], ['', '3M'], ['', '5P'], ['m', '3m'], ['7', '7m'],
];
const MAJOR_KEYS = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'Gb', 'Cb', 'C#'];

describe('every key × every chord (properties)', () => {
  for (const fromName of MAJOR_KEYS) {
    for (let semitones = -11; semitones <= 11; semitones += 1) {
      const from = key(fromName);
      const to = keyAfter(from, semitones);
      it(`${fromName} → ${formatKey(to)} (${semitones})`, () => {
        expect(Math.abs(keySignature(to))).toBeLessThanOrEqual(6);
        // The chords on each degree of the old key, rooted on that degree's note as the key's scale spells it.
        for (const chordRoot of majorKey(from.tonic).scale) {
          for (const [quality, bassInterval] of SEED_CHORDS) {
            const chord = `${chordRoot}${quality}${bassInterval ? `/${asChartsWrite(transposeNote(chordRoot, bassInterval))}` : ''}`;
            const moved = transposeChord(chord, from, to);
            const before = parseChordSymbol(chord);
            const after = parseChordSymbol(moved);
            expect(after, `${chord} → ${moved}`).not.toBeNull();
            if (!before || !after) continue;
            // The sound moves by exactly the semitones asked…
            expect(mod12(pitchClass(after.root) - pitchClass(before.root))).toBe(mod12(semitones));
            if (before.bass && after.bass) expect(mod12(pitchClass(after.bass) - pitchClass(before.bass))).toBe(mod12(semitones));
            expect(after.quality).toBe(before.quality);
            // …and a root that was in the old key's scale is written as the new key's scale writes it.
            expect(after.root).not.toMatch(/##|bb/);
            const signature = keySignature(to);
            if (signature < 0) expect(after.root, `${chord} in ${fromName} → ${moved} in ${formatKey(to)}`).not.toContain('#');
            if (signature > 0) expect(after.root, `${chord} in ${fromName} → ${moved} in ${formatKey(to)}`).not.toMatch(/^[A-G]b/);
          }
        }
      });
    }
  }
});

/** Charts never write a double accidental: A#/C## is written A#/D. */
function asChartsWrite(note: string) {
  return /##|bb/.test(note) ? simplify(note) : note;
}

function mod12(value: number) {
  return ((value % 12) + 12) % 12;
}

describe('nashvilleNumber', () => {
  it.each([
    ['G', 'G', '1'], ['C', 'G', '4'], ['D/F#', 'G', '5/7'], ['Em7', 'G', '6m7'], ['F', 'G', '♭7'], ['Bb', 'F', '4'], ['Am', 'Am', '1m'],
  ])('%s in %s is %s', (chord, songKey, expected) => {
    expect(nashvilleNumber(chord, key(songKey))).toBe(expected);
  });
});
