import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('sends the words trimmed', () => {
    expect(searchTerms('  grace  ')).toBe('grace');
  });

  it('sends nothing when there is no letter or digit to find', () => {
    expect(searchTerms('   ')).toBe('');
    expect(searchTerms('?!-')).toBe('');
  });

  it('keeps accented letters and cuts at the 100 characters the server takes', () => {
    expect(searchTerms('oração')).toBe('oração');
    expect(searchTerms(`${'a'.repeat(99)} b`)).toHaveLength(99);
    expect(searchTerms('x'.repeat(150))).toHaveLength(100);
  });
});
