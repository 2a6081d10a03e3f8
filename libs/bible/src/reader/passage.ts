import type { BibliaCapitulo, BibliaVersao, VersaoCodigo } from '@church/contracts-bible';
import { normaliseIdioma } from '@church/i18n';

/** The translations, by the language they are in. */
const VERSION_BY_LANGUAGE: Record<string, VersaoCodigo> = { en: 'web', pt: 'alm1911', es: 'rv1909' };
const VERSIONS = new Set<string>(Object.values(VERSION_BY_LANGUAGE));

/** Where the reader opens when the address names no passage. */
export const FIRST_BOOK = 'Gen';

/** The translation in the church's language (its first two letters), the English one otherwise. */
export function versionForChurch(idioma: string | null | undefined): VersaoCodigo {
  return VERSION_BY_LANGUAGE[normaliseIdioma(idioma).slice(0, 2)] ?? 'web';
}

/** A whole number from 1, or null. */
function positive(raw: string | null): number | null {
  if (raw === null || !/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  return Number(raw);
}

/** Where the reader is: the address's translation, book, chapter and verse, or the defaults. */
export interface ReaderPlace {
  version: VersaoCodigo;
  book: string;
  /** Null when the address names no chapter that could be. */
  chapter: number | null;
  /** The verse the address points at (a search result, a shared link), if any. */
  verse: number | null;
}

/**
 * The reader's place from the address (`?version=web&book=John&chapter=3&verse=16`): a translation it
 * does not have, or none, is the church's; no book is Genesis; no chapter is the first.
 */
export function readerPlace(search: URLSearchParams, idioma: string | null | undefined): ReaderPlace {
  const requested = search.get('version') ?? '';
  const version = VERSIONS.has(requested) ? (requested as VersaoCodigo) : versionForChurch(idioma);
  const book = search.get('book') || FIRST_BOOK;
  const chapter = search.has('chapter') ? positive(search.get('chapter')) : 1;
  return { version, book, chapter, verse: positive(search.get('verse')) };
}

/**
 * A book named loosely (`john`, `João`, `1 Jo`) as its OSIS id in a translation, when exactly one
 * book's id or name is it, ignoring case, accents and spaces; null otherwise.
 */
export function canonicalBook(version: BibliaVersao | undefined, book: string): string | null {
  if (!version) return null;
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '').toLowerCase();
  const wanted = fold(book);
  const found = version.livros.filter((candidate) => fold(candidate.osis) === wanted || fold(candidate.nome) === wanted);
  return found.length === 1 ? (found[0]?.osis ?? null) : null;
}

/** Verse numbers as ranges: [16, 17, 18, 20] → "16–18, 20". */
function verseRanges(verses: readonly number[]): string {
  const sorted = [...new Set(verses)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const verse of sorted) {
    const last = ranges.at(-1);
    if (last && verse === last[1] + 1) last[1] = verse;
    else ranges.push([verse, verse]);
  }
  return ranges.map(([first, end]) => (first === end ? String(first) : `${first}–${end}`)).join(', ');
}

/** "John 3", or with verses "John 3:16–18, 20". */
export function passageReference(bookName: string, chapter: number, verses: readonly number[] = []): string {
  return verses.length === 0 ? `${bookName} ${chapter}` : `${bookName} ${chapter}:${verseRanges(verses)}`;
}

/**
 * What copying selected verses puts on the clipboard: the verses in order (each after its number when
 * there are several) and, on a line of its own, the reference and the translation.
 */
export function copiedText(chapter: BibliaCapitulo, verses: readonly number[], sigla: string): string {
  const chosen = chapter.versiculos.filter((verse) => verses.includes(verse.numero) && verse.texto);
  const text = chosen.length === 1 ? (chosen[0]?.texto ?? '') : chosen.map((verse) => `${verse.numero} ${verse.texto}`).join(' ');
  return `${text}\n— ${passageReference(chapter.livro.nome, chapter.capitulo, chosen.map((verse) => verse.numero))} (${sigla})`;
}
