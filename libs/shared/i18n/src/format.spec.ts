import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { formatCurrency, formatKilometres } from './format-numbers';

describe('formatting', () => {
  it('formats dates in the locale', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'pt-BR')).toBe('21 de nov. de 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('formats money in the church currency for the locale', () => {
    expect(formatCurrency(4999.99, 'BRL', 'pt-BR')).toBe('R$\u00a04.999,99');
    expect(formatCurrency(10, 'USD', 'en')).toBe('$10.00');
    expect(formatCurrency(10, 'EUR', 'es')).toBe('10,00\u00a0€');
  });

  it('formats distances', () => {
    expect(formatKilometres(12.345, 'en')).toBe('12.3 km');
  });
});
