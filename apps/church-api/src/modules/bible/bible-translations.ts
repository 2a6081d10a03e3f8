import type { BookId } from './bible-canon';

/**
 * The translations the reader has (data/README.md: sources and licences), by the code the API names
 * them with; `busca` is the PostgreSQL text-search configuration of their language (its stemmer and
 * stop words), which their search index is built with (bible-loader.ts, bible-repository.ts).
 */
export const BIBLE_TRANSLATIONS = [
  { codigo: 'web', arquivo: 'web.json.gz', sigla: 'WEB', idioma: 'en', busca: 'english' },
  { codigo: 'alm1911', arquivo: 'alm1911.json.gz', sigla: 'ALM1911', idioma: 'pt', busca: 'portuguese' },
  { codigo: 'rv1909', arquivo: 'rv1909.json.gz', sigla: 'RV1909', idioma: 'es', busca: 'spanish' },
] as const;

export type TranslationCode = (typeof BIBLE_TRANSLATIONS)[number]['codigo'];
export type BibleTranslation = (typeof BIBLE_TRANSLATIONS)[number];

/** A translation by its code (the contract allows no other). */
export function bibleTranslation(code: TranslationCode): BibleTranslation {
  const translation = BIBLE_TRANSLATIONS.find((candidate) => candidate.codigo === code);
  if (!translation) throw new Error(`No Bible translation ${code}`);
  return translation;
}

/** A translation's file as data/README.md describes it. */
export interface TranslationFile {
  id: string;
  name: string;
  language: string;
  license: string;
  source: string;
  books: { osis: BookId; name: string; chapters: string[][]; titles?: Record<string, string> }[];
}

/** The translation in a language (`en`, `pt-BR`, `es_ES` …: its first two letters), else the English one. */
export function translationForLanguage(idioma: string | null | undefined): TranslationCode {
  const language = (idioma ?? '').slice(0, 2).toLowerCase();
  return BIBLE_TRANSLATIONS.find((translation) => translation.idioma === language)?.codigo ?? 'web';
}
