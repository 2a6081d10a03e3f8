import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { BookId } from './bible-canon';
import { BIBLE_TRANSLATIONS, type TranslationCode, type TranslationFile } from './bible-translations';

const gunzipAsync = promisify(gunzip);

/** Reads a translation's data file (data/<code>.json.gz, as data/README.md describes it). */
export async function readTranslationFile(code: TranslationCode): Promise<TranslationFile> {
  const translation = BIBLE_TRANSLATIONS.find((candidate) => candidate.codigo === code);
  if (!translation) throw new Error(`No Bible translation ${code}`);
  const zipped = await readFile(new URL(`./data/${translation.arquivo}`, import.meta.url));
  return JSON.parse((await gunzipAsync(zipped)).toString('utf8')) as TranslationFile;
}

/** What the reader lists of a translation: its names and its books, not its text. */
export interface TranslationSummary {
  codigo: TranslationCode;
  sigla: string;
  nome: string;
  idioma: string;
  licenca: string;
  livros: { osis: BookId; nome: string; capitulos: number }[];
}

let summaries: Promise<TranslationSummary[]> | undefined;

/** The translations' names and books, read from their files once per process (their text is not kept). */
export function translationSummaries(): Promise<TranslationSummary[]> {
  summaries ??= Promise.all(
    BIBLE_TRANSLATIONS.map(async ({ codigo, sigla, idioma }) => {
      const file = await readTranslationFile(codigo);
      return {
        codigo,
        sigla,
        nome: file.name,
        idioma,
        licenca: file.license,
        livros: file.books.map((book) => ({ osis: book.osis, nome: book.name, capitulos: book.chapters.length })),
      };
    }),
  ).catch((error: unknown) => {
    summaries = undefined;
    throw error;
  });
  return summaries;
}

export async function translationSummary(code: TranslationCode): Promise<TranslationSummary> {
  const summary = (await translationSummaries()).find((candidate) => candidate.codigo === code);
  if (!summary) throw new Error(`No Bible translation ${code}`);
  return summary;
}
