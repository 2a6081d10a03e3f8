import { describe, expect, it } from 'vitest';
import { withGuestToken } from './chat-guest-tokens-atom';

describe('withGuestToken', () => {
  it("sets a channel's token, replacing its earlier one, the newest last", () => {
    expect(withGuestToken({ 'a 1': 'x', 'a 2': 'y' }, 'a 1', 'z')).toEqual({ 'a 2': 'y', 'a 1': 'z' });
    expect(Object.keys(withGuestToken({ 'a 1': 'x', 'a 2': 'y' }, 'a 1', 'z'))).toEqual(['a 2', 'a 1']);
  });

  it('keeps the ten newest channels, the oldest dropped first', () => {
    let tokens: Record<string, string> = {};
    for (let i = 1; i <= 12; i++) tokens = withGuestToken(tokens, `grace ${i}`, `t${i}`);
    expect(Object.keys(tokens)).toEqual(Array.from({ length: 10 }, (_, i) => `grace ${i + 3}`));
    expect(tokens['grace 12']).toBe('t12');
  });
});
