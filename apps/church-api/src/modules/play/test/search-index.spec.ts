import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type IndexedContent, SEARCH_WINDOW, type SearchFilter } from '../search-index';
import { searchWords, wordsOf } from '../search-text';

const content = (id: number, textoBusca: string, extra: Partial<IndexedContent> = {}): IndexedContent => ({ id, textoBusca, destaque: false, tags: ['sermons'], coletaneaId: null, ...extra });

/** Every match in full, as the contract words it: the newest SEARCH_WINDOW, the words said most often first, the newest among equals. */
function reference(contents: readonly IndexedContent[], words: readonly string[], filter: SearchFilter): number[] {
  const matches = contents.flatMap((each) => {
    if (filter.destaque !== undefined && each.destaque !== filter.destaque) return [];
    if (filter.tag !== undefined && !each.tags.includes(filter.tag)) return [];
    if (filter.coletanea !== undefined && each.coletaneaId !== filter.coletanea) return [];
    const said = wordsOf(each.textoBusca);
    const counts = words.map((word) => said.filter((one) => one.startsWith(word)).length);
    return counts.every((count) => count > 0) ? [{ id: each.id, score: counts.reduce((a, b) => a + b, 0) }] : [];
  });
  return matches
    .slice(0, SEARCH_WINDOW)
    .sort((a, b) => b.score - a.score)
    .map((match) => match.id);
}

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the catalogue index', () => {
  it('finds every word given as the start of a word, and nothing that only has some of them', () => {
    const index = new CatalogueIndex('1', [content(3, 'grace abounds'), content(2, 'gracious words of hope'), content(1, 'disgrace and hope')]);
    expect(index.find(['grac'], {}, 0, 10)).toEqual({ ids: [3, 2], total: 2 });
    expect(index.find(['grac', 'hop'], {}, 0, 10)).toEqual({ ids: [2], total: 1 });
    expect(index.find(['hope'], {}, 0, 10)).toEqual({ ids: [2, 1], total: 2 });
    expect(index.find(['zebra'], {}, 0, 10)).toEqual({ ids: [], total: 0 });
    expect(index.find([], {}, 0, 10)).toEqual({ ids: [], total: 0 });
    // A word typed longer than any in the catalogue, and one sorting after every word.
    expect(index.find(['graceful'], {}, 0, 10).total).toBe(0);
    expect(index.find(['zzz'], {}, 0, 10).total).toBe(0);
  });

  it('ranks the words said most often first, the newest first among equals, and pages the ranking', () => {
    const index = new CatalogueIndex('1', [content(4, 'peace'), content(3, 'peace peace peace'), content(2, 'peace and peace'), content(1, 'peace')]);
    expect(index.find(['peace'], {}, 0, 10).ids).toEqual([3, 2, 4, 1]);
    expect(index.find(['peace'], {}, 1, 2)).toEqual({ ids: [2, 4], total: 4 });
    expect(index.find(['peace'], {}, 4, 2)).toEqual({ ids: [], total: 4 });
  });

  it('reads text written by hand as the search writes it: accents and case do not matter', () => {
    const index = new CatalogueIndex('1', [content(1, 'Oración y ALABANZA')]);
    expect(index.find(searchWords('oracion alab'), {}, 0, 10).ids).toEqual([1]);
  });

  it('adds the filters up with the words', () => {
    const index = new CatalogueIndex('1', [
      content(3, 'joy song', { tags: ['worship'], destaque: true }),
      content(2, 'joy talk', { coletaneaId: 9 }),
      content(1, 'joy talk', { destaque: true }),
    ]);
    expect(index.find(['joy'], { tag: 'worship' }, 0, 10).ids).toEqual([3]);
    expect(index.find(['joy'], { destaque: true }, 0, 10).ids).toEqual([3, 1]);
    expect(index.find(['joy'], { destaque: false }, 0, 10).ids).toEqual([2]);
    expect(index.find(['joy'], { coletanea: 9 }, 0, 10).ids).toEqual([2]);
    expect(index.find(['joy'], { coletanea: 9, tag: 'worship' }, 0, 10).ids).toEqual([]);
  });

  it('answers as the full reading would, for words in most contents and in few, with and without filters', () => {
    const random = randomOf(27);
    const vocabulary = ['hope', 'hopeful', 'grace', 'gracious', 'mercy', 'merciful', 'peace', 'joy', 'justice', 'jesus', 'rest', 'restore', 'rare'];
    const weights = [0.9, 0.1, 0.6, 0.05, 0.3, 0.02, 0.5, 0.2, 0.03, 0.7, 0.4, 0.1, 0.004];
    const contents = Array.from({ length: 3000 }, (_, n) => {
      const words = vocabulary.flatMap((word, w) => (random() < (weights[w] ?? 0) ? Array.from({ length: 1 + Math.floor(random() * 3) }, () => word) : []));
      return content(3000 - n, `talk ${n} ${words.join(' ')}`, { destaque: random() < 0.3, tags: random() < 0.5 ? ['sermons'] : ['worship'], coletaneaId: random() < 0.2 ? 7 : null });
    });
    const index = new CatalogueIndex('1', contents);
    const queries = [['h'], ['hope'], ['hopef'], ['grac'], ['merc', 'hope'], ['rare'], ['re'], ['jus', 'pea'], ['jesus', 'peace', 'joy'], ['talk', 'rare'], ['t', 'j'], ['nothing']];
    const filters: SearchFilter[] = [{}, { destaque: true }, { tag: 'worship' }, { coletanea: 7 }];
    for (const words of queries) {
      for (const filter of filters) {
        const expected = reference(contents, words, filter);
        const found = index.find(words, filter, 0, SEARCH_WINDOW);
        expect({ words, filter, total: found.total, ids: found.ids }).toEqual({ words, filter, total: expected.length, ids: expected });
      }
    }
  });

  it('counts what it holds, so that a cache can bound it', () => {
    const small = new CatalogueIndex('1', [content(1, 'hope')]);
    const large = new CatalogueIndex('1', Array.from({ length: 5000 }, (_, n) => content(n + 1, `talk ${n} about hope and grace`)));
    expect(small.bytes).toBeGreaterThan(0);
    expect(large.bytes).toBeGreaterThan(small.bytes * 100);
  });
});
