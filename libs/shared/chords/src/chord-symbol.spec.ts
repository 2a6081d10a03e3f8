import { describe, expect, it } from 'vitest';
import { displayChordSymbol, parseChordSymbol } from './chord-symbol';

describe('parseChordSymbol', () => {
  it.each([
    ['G', { root: 'G', quality: '' }],
    ['Bbmaj7', { root: 'Bb', quality: 'maj7' }],
    ['F♯m7b5', { root: 'F#', quality: 'm7b5' }],
    ['D/F#', { root: 'D', quality: '', bass: 'F#' }],
    ['Am7/G', { root: 'A', quality: 'm7', bass: 'G' }],
    ['C6/9', { root: 'C', quality: '6/9' }],
    ['Esus4', { root: 'E', quality: 'sus4' }],
    ['G7(b9)', { root: 'G', quality: '7(b9)' }],
  ])('%s', (symbol, expected) => {
    expect(parseChordSymbol(symbol)).toEqual(expected);
  });

  it.each(['N.C.', 'x2', '', 'H7', 'Gx', 'C/H', 'Cbb'])('%s is not a chord', (symbol) => {
    expect(parseChordSymbol(symbol)).toBeNull();
  });
});

describe('displayChordSymbol', () => {
  it('writes the accidentals of roots as ♯ and ♭, and the quality as written', () => {
    expect(displayChordSymbol('Bb7b9/F#')).toBe('B♭7b9/F♯');
    expect(displayChordSymbol('N.C.')).toBe('N.C.');
  });
});
