import { describe, expect, it } from 'vitest';
import { osisOfUsfm } from './usfm-books';

describe('osisOfUsfm', () => {
  it('names the OSIS book of a USFM code, in either case', () => {
    expect(osisOfUsfm('GEN')).toBe('Gen');
    expect(osisOfUsfm('PSA')).toBe('Ps');
    expect(osisOfUsfm('JHN')).toBe('John');
    expect(osisOfUsfm('1co')).toBe('1Cor');
    expect(osisOfUsfm('PHP')).toBe('Phil');
    expect(osisOfUsfm('REV')).toBe('Rev');
  });

  it('names none for a code outside the 66 books', () => {
    expect(osisOfUsfm('TOB')).toBeNull();
    expect(osisOfUsfm('')).toBeNull();
  });
});
