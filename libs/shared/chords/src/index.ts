// Songs as ChordPro: reading them, and moving their chords to another key, a capo's shapes or Nashville
// numbers. Plain functions, shared by the server (which reads a song's lines) and the browser (which
// transposes them as the reader asks).
export { parseChordSymbol, displayChordSymbol, formatChordSymbol } from './chord-symbol';
export type { ChordSymbol } from './chord-symbol';
export { parseChordPro, parseLyricsLine, chordsOf } from './chordpro';
export type { ChordProSong, LyricSegment, SectionKind, SongLine, SongSection } from './chordpro';
export { parseKey, formatKey, keyAfter, keySignature, transposeChord } from './transpose';
export type { SongKey } from './transpose';
export { nashvilleNumber } from './nashville';
