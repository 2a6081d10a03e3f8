import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlighting what was found', () => {
  it('marks each match, ignoring case and accents', () => {
    expect(highlightParts('Jesús respondió y dijo: Jesús', 'jesus')).toEqual([
      { text: 'Jesús', match: true },
      { text: ' respondió y dijo: ', match: false },
      { text: 'Jesús', match: true },
    ]);
    expect(highlightParts('o coração', 'CORACAO')).toEqual([
      { text: 'o ', match: false },
      { text: 'coração', match: true },
    ]);
  });

  it('leaves text without the query whole', () => {
    expect(highlightParts('In the beginning', 'love')).toEqual([{ text: 'In the beginning', match: false }]);
    expect(highlightParts('In the beginning', '  ')).toEqual([{ text: 'In the beginning', match: false }]);
  });
});
