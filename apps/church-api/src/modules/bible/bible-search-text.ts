/**
 * What the search compares: text lower-cased, without accents (NFD, combining marks dropped, so
 * `coração` is `coracao` and `Jesús` is `jesus`), typographic apostrophes as `'`, and runs of spaces
 * as one. The chapters' `busca` column holds their verses so; a query is made so before it is matched.
 */
export function searchableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether a query has something to look for: at least two letters or digits. */
export function isSearchable(query: string): boolean {
  return [...searchableText(query)].filter((character) => WORD_CHARACTER.test(character)).length >= 2;
}

/**
 * The PostgreSQL regular expression (ARE) that finds a query as whole words in searchable text: the
 * query's characters literally (every character that is not a letter or digit escaped), any spacing
 * between its words, and word boundaries (`\m`, `\M`) where it begins or ends with a letter or digit.
 */
export function searchPattern(query: string): string {
  const text = searchableText(query);
  const words = text.split(' ').map((word) => [...word].map((character) => (WORD_CHARACTER.test(character) ? character : `\\${character}`)).join(''));
  const first = text.at(0) ?? '';
  const last = text.at(-1) ?? '';
  return `${WORD_CHARACTER.test(first) ? '\\m' : ''}${words.join('\\s+')}${WORD_CHARACTER.test(last) ? '\\M' : ''}`;
}
