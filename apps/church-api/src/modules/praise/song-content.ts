import { parseChordPro, type SongLine, type SectionKind } from '@church/chords';
import type { LouvorLinha, LouvorSecao } from '@church/contracts-praise';

const SECTION_TYPES: Record<SectionKind, LouvorSecao['tipo']> = { verse: 'verso', chorus: 'refrao', bridge: 'ponte', other: 'outro' };

function lineOf(line: SongLine): LouvorLinha {
  if (line.kind === 'comment') return { tipo: 'comentario', texto: line.text };
  if (line.kind === 'blank') return { tipo: 'espaco' };
  return { tipo: 'letra', trechos: line.segments.map((segment) => (segment.chord ? { trecho: segment.text, acorde: segment.chord } : { trecho: segment.text })) };
}

/** A song's ChordPro as the API gives it: sections of lines, each line's pieces with their chords (§3). */
export function songContentOf(chordPro: string): { conteudo: LouvorSecao[]; key?: string; capo?: number } {
  const song = parseChordPro(chordPro);
  const conteudo = song.sections.map((section) => ({
    tipo: SECTION_TYPES[section.kind],
    ...(section.label ? { rotulo: section.label } : {}),
    ...(section.recall ? { repeticao: true } : {}),
    linhas: section.lines.map(lineOf),
  }));
  return { conteudo, ...(song.key ? { key: song.key } : {}), ...(song.capo !== undefined ? { capo: song.capo } : {}) };
}

/**
 * What a song can be shown as (§3 showType): with chords, with words only, or its score files only;
 * null when it has none of these (§8 "music info could not be fetched").
 */
export function showTypeOf(conteudo: LouvorSecao[], fileCount: number): 'cipher' | 'lyric' | 'score' | null {
  const lines = conteudo.flatMap((section) => section.linhas).filter((line) => line.tipo === 'letra');
  if (lines.some((line) => line.trechos?.some((piece) => piece.acorde))) return 'cipher';
  if (lines.some((line) => line.trechos?.some((piece) => piece.trecho.trim() !== ''))) return 'lyric';
  return fileCount > 0 ? 'score' : null;
}
