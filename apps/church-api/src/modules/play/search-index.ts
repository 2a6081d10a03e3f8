import { wordsOf } from './search-text';

/** A search answers from its newest matches, at most this many (the contract says so). */
export const SEARCH_WINDOW = 500;

/** What the index keeps of a content: its words, and what the filters ask of it. */
export interface IndexedContent {
  id: number;
  textoBusca: string;
  destaque: boolean;
  tags: readonly string[];
  coletaneaId: number | null;
}

/** The filters a search adds up with. */
export interface SearchFilter {
  destaque?: boolean;
  tag?: string;
  coletanea?: number;
}

/** A page of a search: its contents' ids in order, and how many the window holds. */
export interface SearchPage {
  ids: number[];
  total: number;
}

/**
 * A church's catalogue as its search reads it, in memory: every word of every content once, sorted, so
 * that the words a prefix starts are one run of word numbers (`grac` → grace, gracious); each content's
 * words in the order its text says them; and, for each word, the contents that say it (newest first).
 *
 * A search starts from its rarest word's contents and reads them newest first until SEARCH_WINDOW
 * match every word and filter, then ranks those: the contents that say the words most often first, the
 * newest first among equals. A word in most of the catalogue reads the newest contents in order instead,
 * and stops at the window. Either way its work is bounded by the window or by its rarest word's
 * contents, never by the catalogue, and no query of the database is made (catalogue-search.ts reads the
 * page's rows).
 *
 * `versao` is the catalogue's version it was built from (plano_assinatura_versao).
 */
export class CatalogueIndex {
  /** Contents' ids, newest first; a content is its position here. */
  private readonly ids: Int32Array;
  private readonly destaque: Uint8Array;
  private readonly coletanea: Int32Array;
  private readonly tags: (readonly string[])[];
  /** The vocabulary, sorted: a word is its position here. */
  private readonly words: string[];
  /** Each content's words in its text's order: tokens[tokenStart[c] .. tokenStart[c + 1]). */
  private readonly tokenStart: Int32Array;
  private readonly tokens: Int32Array;
  /** Each word's contents, newest first: postings[postingStart[w] .. postingStart[w + 1]). */
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  /** Approximate bytes it holds (for the cache's bound). */
  readonly bytes: number;

  /** `contents` newest first. */
  constructor(
    readonly versao: string,
    contents: readonly IndexedContent[],
  ) {
    const count = contents.length;
    this.ids = Int32Array.from(contents, (content) => content.id);
    this.destaque = Uint8Array.from(contents, (content) => (content.destaque ? 1 : 0));
    this.coletanea = Int32Array.from(contents, (content) => content.coletaneaId ?? 0);
    this.tags = contents.map((content) => content.tags);

    const texts = contents.map((content) => wordsOf(content.textoBusca));
    this.words = [...new Set(texts.flat())].sort();
    const numberOf = new Map(this.words.map((word, position) => [word, position]));

    this.tokenStart = new Int32Array(count + 1);
    for (let c = 0; c < count; c++) this.tokenStart[c + 1] = (this.tokenStart[c] ?? 0) + (texts[c]?.length ?? 0);
    this.tokens = new Int32Array(this.tokenStart[count] ?? 0);
    const contentsOfWord = new Int32Array(this.words.length);
    const seen = new Int32Array(this.words.length).fill(-1);
    texts.forEach((text, c) => {
      let at = this.tokenStart[c] ?? 0;
      for (const word of text) {
        const w = numberOf.get(word) ?? 0;
        this.tokens[at++] = w;
        if (seen[w] !== c) {
          seen[w] = c;
          contentsOfWord[w] = (contentsOfWord[w] ?? 0) + 1;
        }
      }
    });
    this.postingStart = new Int32Array(this.words.length + 1);
    for (let w = 0; w < this.words.length; w++) this.postingStart[w + 1] = (this.postingStart[w] ?? 0) + (contentsOfWord[w] ?? 0);
    this.postings = new Int32Array(this.postingStart[this.words.length] ?? 0);
    const filled = this.postingStart.slice(0, this.words.length);
    seen.fill(-1);
    for (let c = 0; c < count; c++) {
      for (let at = this.tokenStart[c] ?? 0; at < (this.tokenStart[c + 1] ?? 0); at++) {
        const w = this.tokens[at] ?? 0;
        if (seen[w] === c) continue;
        seen[w] = c;
        const slot = filled[w] ?? 0;
        this.postings[slot] = c;
        filled[w] = slot + 1;
      }
    }

    const tagBytes = this.tags.reduce((sum, tags) => sum + 16 + tags.reduce((bytes, tag) => bytes + 40 + tag.length * 2, 0), 0);
    const wordBytes = this.words.reduce((sum, word) => sum + 40 + word.length * 2, 0);
    this.bytes =
      256 + this.ids.byteLength + this.destaque.byteLength + this.coletanea.byteLength + tagBytes + wordBytes * 2 + this.tokenStart.byteLength + this.tokens.byteLength + this.postingStart.byteLength + this.postings.byteLength;
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * A page of the newest SEARCH_WINDOW contents that say every word given (each also as the start of a
   * longer word; the words as `wordsOf` gives them) and pass the filters, best first.
   */
  find(words: readonly string[], filter: SearchFilter, offset: number, limit: number): SearchPage {
    const ranges = words.map((word) => this.wordsStartingWith(word));
    if (ranges.length === 0 || ranges.some(([from, to]) => from === to)) return { ids: [], total: 0 };
    const matches: { content: number; score: number }[] = [];
    const consider = (content: number) => {
      if (!this.passes(content, filter)) return;
      const score = this.score(content, ranges);
      if (score > 0) matches.push({ content, score });
    };

    const rarest = ranges.reduce((best, range) => (this.contentsIn(range) < this.contentsIn(best) ? range : best));
    if (this.contentsIn(rarest) * 2 >= this.size) {
      // A word in most contents: the newest are read in order until the window is full.
      for (let content = 0; content < this.size && matches.length < SEARCH_WINDOW; content++) consider(content);
    } else {
      // Its words' contents, each once, newest first.
      const candidates = this.postings.slice(this.postingStart[rarest[0]], this.postingStart[rarest[1]]).sort();
      for (let at = 0; at < candidates.length && matches.length < SEARCH_WINDOW; at++) {
        const content = candidates[at] ?? 0;
        if (at === 0 || candidates[at - 1] !== content) consider(content);
      }
    }
    // Array sort is stable: among equal scores, the newest stays first.
    matches.sort((a, b) => b.score - a.score);
    return { ids: matches.slice(offset, offset + limit).map((match) => this.ids[match.content] ?? 0), total: matches.length };
  }

  private passes(content: number, filter: SearchFilter): boolean {
    if (filter.destaque !== undefined && (this.destaque[content] === 1) !== filter.destaque) return false;
    if (filter.coletanea !== undefined && this.coletanea[content] !== filter.coletanea) return false;
    return filter.tag === undefined || (this.tags[content]?.includes(filter.tag) ?? false);
  }

  /** How often the content says the words of each range, added up; 0 when a range has none of its words. */
  private score(content: number, ranges: readonly (readonly [number, number])[]): number {
    let total = 0;
    for (const [from, to] of ranges) {
      let said = 0;
      for (let at = this.tokenStart[content] ?? 0; at < (this.tokenStart[content + 1] ?? 0); at++) {
        const w = this.tokens[at] ?? -1;
        if (w >= from && w < to) said++;
      }
      if (said === 0) return 0;
      total += said;
    }
    return total;
  }

  /** The word numbers [from, to) of the words that start with `prefix` (they sort together). */
  private wordsStartingWith(prefix: string): readonly [number, number] {
    const from = this.firstIndex((word) => word >= prefix);
    const to = this.firstIndex((word) => word >= prefix && !word.startsWith(prefix), from);
    return [from, to];
  }

  /** The first position at or after `from` whose word `isPast` holds for (it holds for every later one). */
  private firstIndex(isPast: (word: string) => boolean, from = 0): number {
    let low = from;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isPast(this.words[middle] ?? '')) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** How many postings a range of words has (a content saying two of its words counts twice). */
  private contentsIn([from, to]: readonly [number, number]): number {
    return (this.postingStart[to] ?? 0) - (this.postingStart[from] ?? 0);
  }
}
