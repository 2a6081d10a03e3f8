import { describe, expect, it } from 'vitest';
import { byteRange } from '../media-files';

describe('a Range header of a media file', () => {
  it('reads one bytes= range: closed, open-ended, a suffix, clamped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('says what cannot be satisfied, and ignores what it does not read (the whole file is sent)', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const header of ['bytes=-', 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b', '']) expect(byteRange(header, 1000)).toBeNull();
  });
});
