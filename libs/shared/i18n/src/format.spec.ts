import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calendarDayInZone, dateFormats, formatDate, isoCalendarDay, parseIsoDateTime } from './format';
import { formatCurrency, formatKilometres } from './format-numbers';

/**
 * What the app formatted dates with before: Luxon in the date's own offset. For a UTC time Luxon joined
 * Intl's parts, where V8 keeps the narrow space before "AM" that its `format` makes a plain one.
 */
const withLuxon = (iso: string, locale: string, format: Intl.DateTimeFormatOptions) =>
  DateTime.fromISO(iso, { setZone: true }).setLocale(locale).toLocaleString(format).replace(/\u202f/g, ' ');

describe('formatting', () => {
  it('formats dates in the locale', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'pt-BR')).toBe('21 de nov. de 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('formats a date-time in its own offset, wherever the reader is', () => {
    expect(formatDate('2026-11-27T19:00:00-05:00', 'en', dateFormats.TIME_SIMPLE)).toBe('7:00 PM');
    expect(formatDate('2026-11-27T23:30:00-03:00', 'pt-BR', dateFormats.DATETIME_MED_WITH_WEEKDAY)).toBe('sex., 27 de nov. de 2026, 23:30');
    expect(formatDate('2026-11-28T01:15:00+05:30', 'es', dateFormats.DATE_MED)).toBe('28 nov 2026');
  });

  it('gives the text Luxon gave, for every format, locale and kind of ISO string the API sends', () => {
    const isos = [
      '2026-11-27T19:00:00-05:00',
      '2026-12-31T23:59:59.999+14:00',
      '2026-01-01T00:00:00Z',
      '2026-03-08T02:30:00-0330',
      '2026-06-15T12:00:00.5+01:00',
      '2026-02-28',
      '2026-10-04T08:15:00',
      '2024-02-29T18:45:00-03:00',
    ];
    const formats = [
      ...Object.values(dateFormats),
      DateTime.DATE_FULL,
      DateTime.DATE_SHORT,
      DateTime.DATETIME_FULL,
      DateTime.DATETIME_SHORT,
      DateTime.DATETIME_MED,
      DateTime.TIME_24_SIMPLE,
      { weekday: 'long', month: 'long', day: 'numeric' } as const,
    ];
    for (const locale of ['en', 'pt-BR', 'es']) {
      for (const iso of isos) {
        for (const format of formats) expect([iso, locale, format, formatDate(iso, locale, format).replace(/\u202f/g, ' ')]).toEqual([iso, locale, format, withLuxon(iso, locale, format)]);
      }
    }
  });

  it("shows a date-time in the church's time zone, whatever offset it was sent with", () => {
    // 01:30 UTC on the 28th is still the 27th in São Paulo (UTC-3) and New York (UTC-5).
    expect(formatDate('2026-11-28T01:30:00Z', 'pt-BR', dateFormats.DATETIME_MED_WITH_WEEKDAY, 'America/Sao_Paulo')).toBe('sex., 27 de nov. de 2026, 22:30');
    expect(formatDate('2026-11-28T01:30:00.000Z', 'en', dateFormats.DATE_MED, 'America/New_York')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27T22:30:00-03:00', 'en', dateFormats.TIME_SIMPLE, 'America/New_York')).toBe('8:30 PM');
    expect(formatDate('2026-07-01T12:00:00+02:00', 'es', dateFormats.TIME_SIMPLE, 'Europe/Madrid')).toBe('12:00');
    // Daylight saving time: New York is UTC-4 in July and names its zone so.
    expect(formatDate('2026-07-04T16:00:00Z', 'en', { ...DateTime.DATETIME_MED, timeZoneName: 'short' }, 'America/New_York').replace(/\u202f/g, ' ')).toBe(
      'Jul 4, 2026, 12:00 PM EDT',
    );
  });

  it('shows a date or a wall-clock time as it is, in any church zone', () => {
    for (const zone of ['UTC', 'America/Sao_Paulo', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect([zone, formatDate('2026-02-28', 'en', DateTime.DATE_FULL, zone)]).toEqual([zone, 'February 28, 2026']);
      expect([zone, formatDate('2026-10-04T08:15:00', 'pt-BR', DateTime.DATETIME_MED, zone)]).toEqual([zone, '4 de out. de 2026, 08:15']);
    }
    expect(formatDate('2026-01-15T19:30:00', 'en', { ...dateFormats.TIME_SIMPLE, timeZoneName: 'short' }, 'America/New_York').replace(/\u202f/g, ' ')).toBe('7:30 PM EST');
  });

  it("says the same in the church's zone wherever it runs (a server in UTC, a browser in São Paulo or New York)", () => {
    const isos = ['2026-11-28T01:30:00Z', '2026-11-27T19:00:00-05:00', '2026-03-08T06:30:00Z', '2026-02-28', '2026-10-04T08:15:00'];
    const formats = [dateFormats.DATE_MED, dateFormats.TIME_SIMPLE, dateFormats.DATETIME_MED_WITH_WEEKDAY, DateTime.DATE_FULL, DateTime.DATETIME_FULL];
    const textsUnder = (processZone: string) => {
      // Node reads TZ again when it changes: as if the same code ran on another machine.
      process.env.TZ = processZone;
      return isos.flatMap((iso) => formats.map((format) => formatDate(iso, 'pt-BR', format, 'America/Sao_Paulo')));
    };
    const before = process.env.TZ;
    try {
      const server = textsUnder('UTC');
      expect(textsUnder('America/Sao_Paulo')).toEqual(server);
      expect(textsUnder('America/New_York')).toEqual(server);
      expect(textsUnder('Asia/Tokyo')).toEqual(server);
      expect(server[0]).toBe('27 de nov. de 2026');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("tells the church's calendar day of a date-time", () => {
    expect(calendarDayInZone('2026-11-28T01:30:00Z', 'America/Sao_Paulo')).toBe('2026-11-27');
    expect(calendarDayInZone('2026-11-28T01:30:00Z', 'UTC')).toBe('2026-11-28');
    expect(calendarDayInZone('2026-11-27T23:30:00-05:00', 'Europe/Madrid')).toBe('2026-11-28');
    expect(calendarDayInZone('2026-11-28', 'Pacific/Pago_Pago')).toBe('2026-11-28');
    expect(calendarDayInZone('soon', 'UTC')).toBeNull();
  });

  it('gives nothing for what is not a real date', () => {
    for (const iso of ['', '2026-11-31', '2026-13-01', '2026-11-27T25:00:00Z', '2026-11-27T19:60:00Z', '2026-11-27T19:00:00+25:00', '27/11/2026', '2026-11-27Tabc']) {
      expect([iso, formatDate(iso, 'en')]).toEqual([iso, '']);
      expect(parseIsoDateTime(iso)).toBeNull();
    }
  });

  it('tells the calendar day where a date-time happens', () => {
    expect(isoCalendarDay('2026-11-27T23:30:00-05:00')).toBe('2026-11-27');
    expect(isoCalendarDay('2026-11-28T01:00:00Z')).toBe('2026-11-28');
    expect(isoCalendarDay('2026-11-28')).toBe('2026-11-28');
    expect(isoCalendarDay('yesterday')).toBeNull();
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
