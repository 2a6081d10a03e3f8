import { describe, expect, it } from 'vitest';
import { storyChapter, storyVersions } from '../mocks/bible-api';
import { canonicalBook, copiedText, passageReference, readerPlace, versionForChurch } from './passage';

describe('the reader’s place', () => {
  it('reads the address, with the church’s translation and Genesis 1 by default', () => {
    expect(readerPlace(new URLSearchParams('version=rv1909&book=John&chapter=3&verse=16'), 'en')).toEqual({ version: 'rv1909', book: 'John', chapter: 3, verse: 16 });
    expect(readerPlace(new URLSearchParams(''), 'pt_BR')).toEqual({ version: 'alm1911', book: 'Gen', chapter: 1, verse: null });
    expect(readerPlace(new URLSearchParams('version=kjv&book=Ps'), 'es')).toEqual({ version: 'rv1909', book: 'Ps', chapter: 1, verse: null });
    expect(readerPlace(new URLSearchParams('book=John&chapter=zero&verse=-1'), 'en')).toMatchObject({ chapter: null, verse: null });
    expect(readerPlace(new URLSearchParams('book=John&chapter=99999'), 'en').chapter).toBeNull();
  });

  it('picks the translation of the church’s language', () => {
    expect(['en_US', 'pt_BR', 'es', 'fr', null].map(versionForChurch)).toEqual(['web', 'alm1911', 'rv1909', 'web', 'web']);
  });

  it('finds a book named loosely by its id or its name', () => {
    const web = storyVersions[0];
    expect(canonicalBook(web, 'john')).toBe('John');
    expect(canonicalBook(web, '1 john')).toBe('1John');
    expect(canonicalBook(storyVersions[1], 'joao')).toBe('John');
    expect(canonicalBook(web, 'nowhere')).toBeNull();
  });
});

describe('references and copied verses', () => {
  it('names a chapter, a verse and ranges of verses', () => {
    expect(passageReference('John', 3)).toBe('John 3');
    expect(passageReference('John', 3, [16])).toBe('John 3:16');
    expect(passageReference('John', 3, [20, 16, 17, 18, 17])).toBe('John 3:16–18, 20');
  });

  it('copies the verses with their reference and translation', () => {
    expect(copiedText(storyChapter, [16], 'WEB')).toBe(`${storyChapter.versiculos[15]?.texto}\n— John 3:16 (WEB)`);
    expect(copiedText(storyChapter, [17, 16], 'WEB')).toBe(`16 ${storyChapter.versiculos[15]?.texto} 17 ${storyChapter.versiculos[16]?.texto}\n— John 3:16–17 (WEB)`);
  });
});
