/** Text as the search keeps it: lower case, without accents, words of letters and digits separated by one space. */
export function searchableText(...parts: readonly (string | null | undefined)[]): string {
  return wordsOf(parts.filter(Boolean).join(' ')).join(' ');
}

/** The words of a text, lower case and without accents (oração → oracao); everything else separates them. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A query that finds every word given, each also as the start of a longer word (`grac:* & amor:*`), or
 * null when the text has no word. The words are only letters and digits: nothing in them is tsquery syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = [...new Set(wordsOf(text))].slice(0, 10);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
