import { describe, expect, it } from 'vitest';
import { MAX_BLOCKED_WORDS, parseWordList } from './word-list';

describe('the blocked words as typed', () => {
  it('takes one word per line, trimmed, lower case, each once, skipping blank lines', () => {
    expect(parseWordList('  Heresia \n\nspoiler\r\nHERESIA\n')).toEqual({ words: ['heresia', 'spoiler'] });
    expect(parseWordList('')).toEqual({ words: [] });
  });

  it('names the line of a word with a space or over 40 characters, and a list over 200 words', () => {
    expect(parseWordList('ok\ntwo words')).toEqual({ problem: { kind: 'space', line: 2, word: 'two words' } });
    expect(parseWordList(`ok\n\n${'x'.repeat(41)}`)).toEqual({ problem: { kind: 'long', line: 3 } });
    expect(parseWordList('x'.repeat(40))).toEqual({ words: ['x'.repeat(40)] });
    const many = Array.from({ length: MAX_BLOCKED_WORDS + 1 }, (_, index) => `w${index}`).join('\n');
    expect(parseWordList(many)).toEqual({ problem: { kind: 'too-many', count: MAX_BLOCKED_WORDS + 1 } });
  });
});
