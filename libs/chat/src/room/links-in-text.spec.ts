import { describe, expect, it } from 'vitest';
import { linksInText } from './links-in-text';

describe('linksInText', () => {
  it('finds http and https addresses, leaving the sentence around them', () => {
    expect(linksInText('Read https://bible.example/John.3.16, then pray.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://bible.example/John.3.16', href: 'https://bible.example/John.3.16' },
      { kind: 'text', text: ', then pray.' },
    ]);
    expect(linksInText('http://a.example')).toEqual([{ kind: 'link', text: 'http://a.example', href: 'http://a.example/' }]);
  });

  it('keeps a bracket the address opened', () => {
    expect(linksInText('(https://en.wikipedia.org/wiki/Psalm_(disambiguation))')[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Psalm_(disambiguation)',
      href: 'https://en.wikipedia.org/wiki/Psalm_(disambiguation)',
    });
  });

  it('makes nothing else a link, and markup stays text', () => {
    expect(linksInText('javascript:alert(1) <b>hi</b> ftp://x.example')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b> ftp://x.example' }]);
    expect(linksInText('')).toEqual([]);
  });
});
