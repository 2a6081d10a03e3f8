import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads a positive whole number', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '2147483648', '99999999999'])(
    'refuses %j',
    (raw) => {
      expect(parseId(raw)).toBeNull();
    },
  );
});
