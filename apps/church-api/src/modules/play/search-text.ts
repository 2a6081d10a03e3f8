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

/** The words a search looks for: each once, at most ten (an empty list when the text has none). */
export function searchWords(text: string): string[] {
  return [...new Set(wordsOf(text))].slice(0, 10);
}
