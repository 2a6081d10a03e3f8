import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, neighbourChapter } from '../bible-canon';
import { readTranslationFile } from '../bible-data';
import { isSearchable, searchableText, searchPattern, searchWords } from '../bible-search-text';
import { BIBLE_TRANSLATIONS, translationForLanguage } from '../bible-translations';

describe('the Bible data files', () => {
  it.each(BIBLE_TRANSLATIONS.map((translation) => translation.codigo))('%s has the canon the plans are built from: 66 books, their chapters, 31 102 verse slots', async (code) => {
    const file = await readTranslationFile(code);
    expect(file.books.map((book) => [book.osis, book.chapters.length])).toEqual(BIBLE_BOOKS.map(([osis, chapters]) => [osis, chapters]));
    expect(file.books.reduce((total, book) => total + book.chapters.reduce((sum, chapter) => sum + chapter.length, 0), 0)).toBe(31_102);
    expect(file.license).toBe('Public Domain');
  });
});

describe('the search text of the data files', () => {
  // The search index is built from the words searchWords cuts (runs of letters and digits), and the
  // exact match that keeps its candidates uses PostgreSQL's word boundaries (\m, \M): they are the
  // same words only while every letter is one both agree on, as ASCII letters are in every locale.
  it.each(BIBLE_TRANSLATIONS.map((translation) => translation.codigo))('%s: every letter of every verse is ASCII once accents are dropped', async (code) => {
    const file = await readTranslationFile(code);
    const others = new Set<string>();
    for (const book of file.books) for (const chapter of book.chapters) for (const verse of chapter) for (const character of searchableText(verse)) if (/[\p{L}\p{N}]/u.test(character) && !/[a-z0-9]/.test(character)) others.add(character);
    expect([...others]).toEqual([]);
  });
});

describe('the canon', () => {
  it('steps across books and stops at either end', () => {
    expect(neighbourChapter({ livro: 'John', capitulo: 3 }, 1)).toEqual({ livro: 'John', capitulo: 4 });
    expect(neighbourChapter({ livro: 'Mal', capitulo: 4 }, 1)).toEqual({ livro: 'Matt', capitulo: 1 });
    expect(neighbourChapter({ livro: 'Matt', capitulo: 1 }, -1)).toEqual({ livro: 'Mal', capitulo: 4 });
    expect(neighbourChapter({ livro: 'Gen', capitulo: 1 }, -1)).toBeNull();
    expect(neighbourChapter({ livro: 'Rev', capitulo: 22 }, 1)).toBeNull();
  });

  it("picks the translation of the church's language, English otherwise", () => {
    expect(['en_US', 'pt_BR', 'pt-PT', 'es', 'fr', null].map(translationForLanguage)).toEqual(['web', 'alm1911', 'alm1911', 'rv1909', 'web', 'web']);
  });
});

describe('search text', () => {
  it('ignores case, accents, typographic apostrophes and spacing', () => {
    expect(searchableText('  Coração  de JESÚS ')).toBe('coracao de jesus');
    expect(searchableText('didn’t')).toBe("didn't");
  });

  it('matches whole words, escaping everything that is not a letter or digit', () => {
    expect(searchPattern('Love')).toBe('\\mlove\\M');
    expect(searchPattern('so  loved the world')).toBe('\\mso\\s+loved\\s+the\\s+world\\M');
    expect(searchPattern("didn't (he)?")).toBe("\\mdidn\\'t\\s+\\(he\\)\\?");
    expect(searchPattern('.*')).toBe('\\.\\*');
  });

  it('cuts the words the full-text index holds: runs of letters and digits, punctuation left out', () => {
    expect(searchWords('  Didn’t the LORD’s word (Gen 1:1) say: “Jesús—amén”? ')).toBe("didn t the lord s word gen 1 1 say jesus amen");
    expect(searchWords('lord.and well-pleased')).toBe('lord and well pleased');
    expect(searchWords('!!')).toBe('');
  });

  it('needs two letters or digits', () => {
    expect(['a', '!!', ' . ', 'ab', 'é1'].map(isSearchable)).toEqual([false, false, false, true, true]);
  });
});
