import { describe, expect, it } from 'vitest';
import { currentMonth, monthFromQuery, monthLabel, shiftMonth } from './month';

describe('schedule months', () => {
  const now = new Date(2026, 10, 21, 10);

  it('reads a real month from the address and falls back to the current one', () => {
    expect(monthFromQuery('2027-01', now)).toBe('2027-01');
    expect(monthFromQuery('2026-13', now)).toBe('2026-11');
    expect(monthFromQuery('november', now)).toBe('2026-11');
    expect(monthFromQuery(null, now)).toBe('2026-11');
    expect(currentMonth(now)).toBe('2026-11');
  });

  it("takes the church's month, not the machine's: the last evening of a month in São Paulo is the next month in UTC", () => {
    const lastEvening = new Date('2026-12-01T01:30:00Z');
    expect(currentMonth(lastEvening, 'America/Sao_Paulo')).toBe('2026-11');
    expect(currentMonth(lastEvening, 'UTC')).toBe('2026-12');
    expect(monthFromQuery(null, lastEvening, 'America/New_York')).toBe('2026-11');
    expect(monthFromQuery('2027-01', lastEvening, 'America/New_York')).toBe('2027-01');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });

  it("names the month in the reader's language", () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'pt-BR')).toBe('novembro de 2026');
    expect(monthLabel('2026-11', 'es')).toBe('noviembre de 2026');
  });
});
