/**
 * What the search compares: text lower-cased, without accents (NFD, combining marks dropped, so
 * `coração` is `coracao` and `Jesús` is `jesus`), typographic apostrophes as `'`, and runs of spaces
 * as one. The verses' `busca` column holds them so; a query is made so before it is matched, and two
 * queries that are the same so are the same search (the search cache's key).
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

/**
 * The words of searchable text, one space between them: its runs of letters and digits, everything
 * else dropped. The full-text index is built from a verse's words and a query's words are looked up in
 * it, so both go through PostgreSQL's text-search parser as plain words, never as the e-mail, host,
 * URL or hyphenated tokens it would read in the punctuated text (`lord.and` would be one host token,
 * and `lord` would not find it). Every run of letters and digits here is a word to PostgreSQL's
 * regular expressions too (the texts' letters are all ASCII once accents are dropped: bible-data.spec.ts),
 * so a verse the exact pattern finds always has the query's words, in order, in its index entry.
 */
export function searchWords(text: string): string {
  return wordsOfSearchable(searchableText(text));
}

/** `searchWords` of text that is searchable already (`searchableText`'s), without making it so again. */
export function wordsOfSearchable(searchable: string): string {
  return (searchable.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}
