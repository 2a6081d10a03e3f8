/**
 * A small ChordPro reader (https://www.chordpro.org/chordpro/): the directives songs here use (title,
 * subtitle, key, capo, tempo, the start and end of verses, choruses and bridges, chorus recall,
 * comments) and lyrics with [chords] inline. Anything else in braces is kept as a comment-free unknown
 * directive and ignored; "#" lines are the file's own comments.
 */

/** A piece of a lyrics line: the chord above it (if any) and the words under it. */
export interface LyricSegment {
  chord?: string;
  text: string;
}

export type SongLine = { kind: 'lyrics'; segments: LyricSegment[] } | { kind: 'comment'; text: string } | { kind: 'blank' };

export type SectionKind = 'verse' | 'chorus' | 'bridge' | 'other';

export interface SongSection {
  kind: SectionKind;
  label?: string;
  lines: SongLine[];
  /** A `{chorus}` recall: the last chorus again, its lines copied here. */
  recall?: boolean;
}

export interface ChordProSong {
  title?: string;
  subtitle?: string;
  key?: string;
  capo?: number;
  tempo?: number;
  sections: SongSection[];
}

const DIRECTIVE = /^\{\s*([A-Za-z_]+)\s*(?::\s*(.*?))?\s*\}$/;
const ALIASES: Record<string, string> = {
  t: 'title', st: 'subtitle', c: 'comment', ci: 'comment', comment_italic: 'comment', cb: 'comment', comment_box: 'comment',
  soc: 'start_of_chorus', eoc: 'end_of_chorus', sov: 'start_of_verse', eov: 'end_of_verse', sob: 'start_of_bridge', eob: 'end_of_bridge',
};
const SECTION_STARTS: Record<string, SectionKind> = { start_of_chorus: 'chorus', start_of_verse: 'verse', start_of_bridge: 'bridge' };
const SECTION_ENDS = new Set(['end_of_chorus', 'end_of_verse', 'end_of_bridge']);

/** Splits "Ama[D]zing [G]grace" into segments, each chord with the words it sits over. */
export function parseLyricsLine(line: string): LyricSegment[] {
  const segments: LyricSegment[] = [];
  const pattern = /\[([^\]]*)\]/g;
  let last = 0;
  let chord: string | undefined;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    const text = line.slice(last, match.index);
    if (text || chord !== undefined) segments.push(chord !== undefined ? { chord, text } : { text });
    chord = (match[1] ?? '').trim();
    last = pattern.lastIndex;
  }
  const rest = line.slice(last);
  if (rest || chord !== undefined) segments.push(chord !== undefined ? { chord, text: rest } : { text: rest });
  return segments;
}

/** Reads a ChordPro text into its metadata and sections; lines outside any section form 'other' sections. */
export function parseChordPro(source: string): ChordProSong {
  const song: ChordProSong = { sections: [] };
  let open: SongSection | null = null;
  let loose: SongSection | null = null;
  let lastChorus: SongSection | null = null;
  const current = (): SongSection => {
    if (open) return open;
    if (!loose) {
      loose = { kind: 'other', lines: [] };
      song.sections.push(loose);
    }
    return loose;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trimStart().startsWith('#')) continue;
    const directive = DIRECTIVE.exec(line.trim());
    if (directive) {
      const written = (directive[1] ?? '').toLowerCase();
      const name = ALIASES[written] ?? written;
      const value = directive[2]?.trim() ?? '';
      if (name === 'title') song.title = value;
      else if (name === 'subtitle') song.subtitle = value;
      else if (name === 'key') song.key = value || undefined;
      else if (name === 'capo') song.capo = toCount(value, 0, 11);
      else if (name === 'tempo') song.tempo = toCount(value, 1, 400);
      else if (name === 'comment') current().lines.push({ kind: 'comment', text: value });
      else if (name in SECTION_STARTS) {
        open = { kind: SECTION_STARTS[name] ?? 'other', lines: [], ...(value ? { label: value } : {}) };
        song.sections.push(open);
        loose = null;
      } else if (SECTION_ENDS.has(name)) {
        if (open?.kind === 'chorus') lastChorus = open;
        open = null;
      } else if (name === 'chorus' && lastChorus) {
        song.sections.push({ ...lastChorus, ...(value ? { label: value } : {}), recall: true });
        loose = null;
      }
      continue;
    }
    if (line.trim() === '') {
      // A blank line outside a section ends the loose block; inside one it is kept as a gap.
      if (open) open.lines.push({ kind: 'blank' });
      else loose = null;
      continue;
    }
    current().lines.push({ kind: 'lyrics', segments: parseLyricsLine(line) });
  }
  return song;
}

function toCount(value: string, min: number, max: number): number | undefined {
  const count = Number(value);
  return Number.isInteger(count) && count >= min && count <= max ? count : undefined;
}

/** Every chord of a song, in order of appearance, each once. */
export function chordsOf(song: ChordProSong): string[] {
  const seen = new Set<string>();
  for (const section of song.sections) {
    for (const line of section.lines) {
      if (line.kind !== 'lyrics') continue;
      for (const segment of line.segments) if (segment.chord) seen.add(segment.chord);
    }
  }
  return [...seen];
}
