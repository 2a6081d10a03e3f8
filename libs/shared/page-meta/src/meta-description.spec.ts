import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LIMIT, metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps short text as it is, without markup', () => {
    expect(metaDescription('<p>A  church\nfor <b>everyone</b></p>')).toBe('A church for everyone');
    expect(metaDescription(null)).toBe('');
  });

  it('cuts long text to 160 characters at most', () => {
    const long = 'word '.repeat(100);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    expect(cut.endsWith('…')).toBe(true);
    const unbroken = 'x'.repeat(400);
    expect(metaDescription(unbroken)).toHaveLength(META_DESCRIPTION_LIMIT);
  });
});
