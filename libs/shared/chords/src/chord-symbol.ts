/** A chord symbol taken apart: its root, what follows it (the quality: m7, sus4, add9…) and its bass note. */
export interface ChordSymbol {
  root: string;
  quality: string;
  bass?: string;
}

// A root is a letter with at most one accidental, written #/b or ♯/♭. The quality is whatever follows up
// to an optional slash bass ("D/F#", "Am7/G"); a slash before a digit is the quality's ("C6/9").
const CHORD = /^([A-G])([#b♯♭]?)((?:[^/\s]|\/(?=[0-9]))*)(?:\/([A-G])([#b♯♭]?))?$/;
const asciiAccidental = (accidental: string) => (accidental === '♯' ? '#' : accidental === '♭' ? 'b' : accidental);

/** Reads a chord symbol; null for what is not a chord (N.C., a repeat mark such as "x2", an empty bracket). */
export function parseChordSymbol(symbol: string): ChordSymbol | null {
  const match = CHORD.exec(symbol.trim());
  if (!match) return null;
  const [, letter = '', accidental = '', quality = '', bassLetter, bassAccidental = ''] = match;
  if (!isChordQuality(quality)) return null;
  const chord: ChordSymbol = { root: letter + asciiAccidental(accidental), quality };
  if (bassLetter) chord.bass = bassLetter + asciiAccidental(bassAccidental);
  return chord;
}

// What may follow a root: the common quality words and extensions (m, maj7, dim, aug, sus2, add9, 7b9, m7b5, 6/9, °, ø, +, -).
const QUALITY = /^(m(?!aj)|min|-|maj|M|Δ|dim|°|o|ø|aug|\+|sus[24]?|add|no|omit|[0-9]|[#b♯♭](?=[0-9])|\(|\)|,|\/)*$/;
function isChordQuality(quality: string): boolean {
  return QUALITY.test(quality);
}

/** Writes a chord symbol back, with ASCII accidentals (# and b) as ChordPro stores them. */
export function formatChordSymbol(chord: ChordSymbol): string {
  return chord.bass ? `${chord.root}${chord.quality}/${chord.bass}` : `${chord.root}${chord.quality}`;
}

/** A chord symbol as people read it: ♯ and ♭ for the roots' accidentals (the quality's "b9" stays as written). */
export function displayChordSymbol(symbol: string): string {
  const chord = parseChordSymbol(symbol);
  if (!chord) return symbol;
  const note = (name: string) => name.replace('#', '♯').replace(/(?<=^[A-G])b/, '♭');
  return chord.bass ? `${note(chord.root)}${chord.quality}/${note(chord.bass)}` : `${note(chord.root)}${chord.quality}`;
}
