import { describe, expect, it } from 'vitest';
import { chordsOf, parseChordPro, parseLyricsLine } from './chordpro';

describe('parseLyricsLine', () => {
  it('puts each chord over the words that follow it', () => {
    expect(parseLyricsLine('A[D]mazing [G]grace')).toEqual([{ text: 'A' }, { chord: 'D', text: 'mazing ' }, { chord: 'G', text: 'grace' }]);
  });

  it('keeps chords with no words under them and lines with no chords', () => {
    expect(parseLyricsLine('[G] [C]')).toEqual([{ chord: 'G', text: ' ' }, { chord: 'C', text: '' }]);
    expect(parseLyricsLine('how sweet the sound')).toEqual([{ text: 'how sweet the sound' }]);
  });
});

const SONG = `# a file comment
{title: Amazing Grace}
{st: John Newton}
{key: G}
{capo: 2}
{tempo: 72}

{start_of_verse: Verse 1}
A[G]mazing [C]grace
how [D]sweet

that [G]saved
{end_of_verse}

{soc}
[C]Praise [G]Him
{eoc}
{c: softly}
{chorus: Chorus again}
{unknown: kept out}
a loose line
`;

describe('parseChordPro', () => {
  const song = parseChordPro(SONG);
  const section = (index: number) => song.sections[index] ?? { kind: 'other', lines: [] };

  it('reads the metadata directives and their short forms', () => {
    expect(song).toMatchObject({ title: 'Amazing Grace', subtitle: 'John Newton', key: 'G', capo: 2, tempo: 72 });
  });

  it('reads sections with their labels, blank lines inside them kept as gaps', () => {
    expect(song.sections.map((section) => [section.kind, section.label ?? null, section.recall ?? false])).toEqual([
      ['verse', 'Verse 1', false],
      ['chorus', null, false],
      ['other', null, false],
      ['chorus', 'Chorus again', true],
      ['other', null, false],
    ]);
    expect(section(0).lines.map((line) => line.kind)).toEqual(['lyrics', 'lyrics', 'blank', 'lyrics']);
  });

  it('recalls the last chorus with its lines, and keeps comments', () => {
    expect(section(3).lines).toEqual(section(1).lines);
    expect(section(2).lines).toEqual([{ kind: 'comment', text: 'softly' }]);
    expect(section(4).lines).toEqual([{ kind: 'lyrics', segments: [{ text: 'a loose line' }] }]);
  });

  it('ignores a capo or tempo that is not a sensible number, and a recall before any chorus', () => {
    const odd = parseChordPro('{capo: 14}\n{tempo: fast}\n{chorus}\nwords');
    expect(odd.capo).toBeUndefined();
    expect(odd.tempo).toBeUndefined();
    expect(odd.sections).toHaveLength(1);
  });

  it('lists every chord once, in order', () => {
    expect(chordsOf(song)).toEqual(['G', 'C', 'D']);
  });

  it('reads Windows line endings', () => {
    expect(parseChordPro('{title: X}\r\n[A]la\r\n').sections[0]?.lines).toEqual([{ kind: 'lyrics', segments: [{ chord: 'A', text: 'la' }] }]);
  });
});
