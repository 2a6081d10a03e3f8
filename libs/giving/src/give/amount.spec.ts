import { describe, expect, it } from 'vitest';
import { amountText, centsOf } from './amount';

describe('amounts as typed', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25,50', 2550],
    ['25.50', 2550],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['R$ 4.999,99', 499999],
    ['1.000', 100000],
    ['0,01', 1],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it('is null for what is not an amount', () => {
    expect(centsOf('')).toBeNull();
    expect(centsOf('abc')).toBeNull();
  });

  it('writes cents back to type again', () => {
    expect(amountText(2550, 'pt-BR')).toBe('25,50');
    expect(amountText(2500, 'en')).toBe('25');
  });
});
