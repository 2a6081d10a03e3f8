import { describe, expect, it } from 'vitest';
import { eventWhen } from './event-when';

describe('eventWhen', () => {
  it('gives the day and time an event starts, and the time it ends on the same day', () => {
    expect(eventWhen('2026-12-05T19:30:00-05:00', '2026-12-05T21:30:00-05:00', 'en')).toBe('Sat, Dec 5, 2026, 7:30 PM – 9:30 PM');
    expect(eventWhen('2026-12-05T19:30:00-03:00', null, 'pt-BR')).toBe('sáb., 5 de dez. de 2026, 19:30');
  });

  it('counts days where the event happens: late in the evening at the church is still the same day', () => {
    // 23:00–23:45 at UTC-5 is the next day in UTC, where a server may render the page.
    expect(eventWhen('2026-12-05T23:00:00-05:00', '2026-12-05T23:45:00-05:00', 'es')).toBe('sáb, 5 dic 2026, 23:00 – 23:45');
  });

  it('gives both dates when the event runs across days', () => {
    expect(eventWhen('2026-12-05T09:00:00-05:00', '2026-12-06T17:00:00-05:00', 'en')).toBe('Sat, Dec 5, 2026, 9:00 AM – Sun, Dec 6, 2026, 5:00 PM');
  });

  it("shows the church's clock and days, whatever offset the times were sent with", () => {
    // Sent in UTC: 22:00–23:30 on the 5th in São Paulo is 01:00–02:30 on the 6th in UTC.
    expect(eventWhen('2026-12-06T01:00:00Z', '2026-12-06T02:30:00Z', 'pt-BR', 'America/Sao_Paulo')).toBe('sáb., 5 de dez. de 2026, 22:00 – 23:30');
    // An evening across midnight in New York runs across two of its days.
    expect(eventWhen('2026-12-05T23:00:00-05:00', '2026-12-06T01:00:00-05:00', 'en', 'America/New_York')).toBe('Sat, Dec 5, 2026, 11:00 PM – Sun, Dec 6, 2026, 1:00 AM');
    expect(eventWhen('2026-12-05T23:00:00-05:00', '2026-12-05T23:45:00-05:00', 'es', 'Europe/Madrid')).toBe('dom, 6 dic 2026, 5:00 – 5:45');
  });
});
