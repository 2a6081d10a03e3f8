import type { BookId } from './bible-canon';

/** The translations the reader has (data/README.md: sources and licences), by the code the API names them with. */
export const BIBLE_TRANSLATIONS = [
  { codigo: 'web', arquivo: 'web.json.gz', sigla: 'WEB', idioma: 'en' },
  { codigo: 'alm1911', arquivo: 'alm1911.json.gz', sigla: 'ALM1911', idioma: 'pt' },
  { codigo: 'rv1909', arquivo: 'rv1909.json.gz', sigla: 'RV1909', idioma: 'es' },
] as const;

export type TranslationCode = (typeof BIBLE_TRANSLATIONS)[number]['codigo'];

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
