import { distance } from '@tonaljs/interval';
import { formatChordSymbol, parseChordSymbol } from './chord-symbol';
import type { SongKey } from './transpose';

// The scale degree of each interval above the tonic, with ♭ or ♯ where it is not in the major scale.
const DEGREES: Record<string, string> = {
  '1P': '1', '1A': '♯1', '2m': '♭2', '2M': '2', '2A': '♯2', '3m': '♭3', '3M': '3', '4P': '4', '4A': '♯4',
  '5d': '♭5', '5P': '5', '5A': '♯5', '6m': '♭6', '6M': '6', '6A': '♯6', '7m': '♭7', '7M': '7', '8P': '1',
};

/** A note as a degree of a key's major scale (the Nashville number system counts minor keys from their own tonic too). */
function degreeOf(note: string, key: SongKey): string {
  const interval = distance(key.tonic, note);
  return DEGREES[interval] ?? DEGREES[interval.replace(/^-/, '')] ?? '?';
}

/** A chord as a Nashville number: C in G is 4, Em7 in G is 6m7, D/F# in G is 5/7. */
export function nashvilleNumber(symbol: string, key: SongKey): string {
  const chord = parseChordSymbol(symbol);
  if (!chord) return symbol;
  return formatChordSymbol({
    root: degreeOf(chord.root, key),
    quality: chord.quality,
    ...(chord.bass ? { bass: degreeOf(chord.bass, key) } : {}),
  });
}
