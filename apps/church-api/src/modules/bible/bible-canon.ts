/**
 * The structure every translation shares (data/README.md): the 66 books of the Protestant canon in
 * order, by OSIS id, with their chapter counts. Reading plans are built from it without reading a
 * text; `bible-canon.spec.ts` checks it against each data file.
 */
export const BIBLE_BOOKS = [
  ['Gen', 50], ['Exod', 40], ['Lev', 27], ['Num', 36], ['Deut', 34], ['Josh', 24], ['Judg', 21], ['Ruth', 4],
  ['1Sam', 31], ['2Sam', 24], ['1Kgs', 22], ['2Kgs', 25], ['1Chr', 29], ['2Chr', 36], ['Ezra', 10], ['Neh', 13],
  ['Esth', 10], ['Job', 42], ['Ps', 150], ['Prov', 31], ['Eccl', 12], ['Song', 8], ['Isa', 66], ['Jer', 52],
  ['Lam', 5], ['Ezek', 48], ['Dan', 12], ['Hos', 14], ['Joel', 3], ['Amos', 9], ['Obad', 1], ['Jonah', 4],
  ['Mic', 7], ['Nah', 3], ['Hab', 3], ['Zeph', 3], ['Hag', 2], ['Zech', 14], ['Mal', 4],
  ['Matt', 28], ['Mark', 16], ['Luke', 24], ['John', 21], ['Acts', 28], ['Rom', 16], ['1Cor', 16], ['2Cor', 13],
  ['Gal', 6], ['Eph', 6], ['Phil', 4], ['Col', 4], ['1Thess', 5], ['2Thess', 3], ['1Tim', 6], ['2Tim', 4],
  ['Titus', 3], ['Phlm', 1], ['Heb', 13], ['Jas', 5], ['1Pet', 5], ['2Pet', 3], ['1John', 5], ['2John', 1],
  ['3John', 1], ['Jude', 1], ['Rev', 22],
] as const satisfies readonly (readonly [string, number])[];

export type BookId = (typeof BIBLE_BOOKS)[number][0];

/** A book's place in the canon, from 1 (Genesis) to 66 (Revelation), or null for an unknown id. */
export function bookOrder(osis: string): number | null {
  const index = BIBLE_BOOKS.findIndex(([id]) => id === osis);
  return index === -1 ? null : index + 1;
}

export function chaptersOf(osis: BookId): number {
  return BIBLE_BOOKS.find(([id]) => id === osis)?.[1] ?? 0;
}

/** A place in the canon: a book and one of its chapters. */
export interface ChapterRef {
  livro: BookId;
  capitulo: number;
}

/** The chapter before (or after, `step` 1) a chapter, across books; null at either end of the canon. */
export function neighbourChapter(ref: ChapterRef, step: 1 | -1): ChapterRef | null {
  const index = BIBLE_BOOKS.findIndex(([id]) => id === ref.livro);
  const chapters = BIBLE_BOOKS[index]?.[1] ?? 0;
  const next = ref.capitulo + step;
  if (next >= 1 && next <= chapters) return { livro: ref.livro, capitulo: next };
  const book = BIBLE_BOOKS[index + step];
  if (!book) return null;
  return { livro: book[0], capitulo: step === 1 ? 1 : book[1] };
}
