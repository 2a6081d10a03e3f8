import { BIBLE_BOOKS, type BookId, type ChapterRef, chaptersOf } from '@church/api-modules/bible';
import type { PlanReading } from './schema';

/** Every chapter of the books, in order. */
export function chaptersOfBooks(books: readonly BookId[]): ChapterRef[] {
  return books.flatMap((livro) => Array.from({ length: chaptersOf(livro) }, (_, index) => ({ livro, capitulo: index + 1 })));
}

/** The items in `parts` runs, in order, whose lengths differ by at most one (the longer ones spread out). */
export function splitEvenly<Item>(items: readonly Item[], parts: number): Item[][] {
  return Array.from({ length: parts }, (_, part) => items.slice(Math.floor((items.length * part) / parts), Math.floor((items.length * (part + 1)) / parts)));
}

/** Chapters in order as readings: consecutive chapters of one book become one range. */
export function readingsOf(chapters: readonly ChapterRef[]): PlanReading[] {
  const readings: PlanReading[] = [];
  for (const { livro, capitulo } of chapters) {
    const last = readings.at(-1);
    if (last && last.livro === livro && last.capituloFinal === capitulo - 1) last.capituloFinal = capitulo;
    else readings.push({ livro, capituloInicial: capitulo, capituloFinal: capitulo });
  }
  return readings;
}

/**
 * A plan of `days` days from the Bible's structure: each track (a list of books) read through over
 * the days, evenly, and the tracks read side by side (Psalms and Proverbs: some psalms and a chapter of
 * Proverbs each day).
 */
export function buildPlan(tracks: readonly (readonly BookId[])[], days: number): PlanReading[][] {
  const split = tracks.map((books) => splitEvenly(chaptersOfBooks(books), days));
  return Array.from({ length: days }, (_, day) => split.flatMap((track) => readingsOf(track[day] ?? [])));
}

export const GOSPELS: readonly BookId[] = ['Matt', 'Mark', 'Luke', 'John'];
export const NEW_TESTAMENT: readonly BookId[] = BIBLE_BOOKS.slice(BIBLE_BOOKS.findIndex(([osis]) => osis === 'Matt')).map(([osis]) => osis);

/** The plans every demo church offers, by their shape; their names and descriptions are in each church's language. */
export const DEMO_PLAN_SHAPES = {
  sermonOnTheMount: () => [[{ livro: 'Matt', capituloInicial: 5, capituloFinal: 5 }], [{ livro: 'Matt', capituloInicial: 6, capituloFinal: 6 }], [{ livro: 'Matt', capituloInicial: 7, capituloFinal: 7 }]],
  gospels: () => buildPlan([GOSPELS], 30),
  psalmsAndProverbs: () => buildPlan([['Ps'], ['Prov']], 31),
  newTestament: () => buildPlan([NEW_TESTAMENT], 90),
} satisfies Record<string, () => PlanReading[][]>;

export type DemoPlanShape = keyof typeof DEMO_PLAN_SHAPES;
