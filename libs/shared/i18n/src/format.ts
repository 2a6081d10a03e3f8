/**
 * Dates are formatted with Intl, each in the offset its ISO string carries (an event at 19:00-05:00
 * reads 7:00 PM wherever the reader is, and the same on the server that rendered the page), or in the
 * reader's zone when it carries none: the text Luxon's `fromISO(iso, { setZone: true })` gave, without
 * Luxon's code on the church home (issue 10: its first run was a long task on a slow phone). Formatters
 * are made once per locale and format. Luxon's presets (DateTime.DATE_FULL…) are such formats too.
 */
export const dateFormats = {
  DATE_MED: { year: 'numeric', month: 'short', day: 'numeric' },
  TIME_SIMPLE: { hour: 'numeric', minute: 'numeric' },
  DATETIME_MED_WITH_WEEKDAY: { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', hour: 'numeric', minute: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The parts of an ISO 8601 date or date-time; an offset in minutes, or null for the reader's zone. */
export interface IsoDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** An ISO 8601 calendar date, with or without a time and an offset; null when it is not a valid one. */
export function parseIsoDateTime(iso: string): IsoDateTime | null {
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = match;
  const parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    millisecond: Math.floor(Number(fraction.padEnd(3, '0').slice(0, 3))),
    offsetMinutes: offset === undefined ? null : offsetInMinutes(offset),
  };
  // The fields name a real moment: no 31st of November, no 25 o'clock (Date would roll them over).
  const probe = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
  const real =
    probe.getUTCFullYear() === parts.year &&
    probe.getUTCMonth() === parts.month - 1 &&
    probe.getUTCDate() === parts.day &&
    probe.getUTCHours() === parts.hour &&
    probe.getUTCMinutes() === parts.minute &&
    probe.getUTCSeconds() === parts.second;
  return real && (parts.offsetMinutes === null || Math.abs(parts.offsetMinutes) < 24 * 60) ? parts : null;
}

function offsetInMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/** The calendar day of an ISO date-time where it happens (`YYYY-MM-DD` in its own offset), or null. */
export function isoCalendarDay(iso: string): string | null {
  const parts = parseIsoDateTime(iso);
  if (!parts) return null;
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, format: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(format)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, timeZone ? { ...format, timeZone } : format);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date in the locale; `format` is Intl's options (dateFormats, or a Luxon preset such as DATE_FULL). '' when `iso` is not a date. */
export function formatDate(iso: string, locale: string, format: Intl.DateTimeFormatOptions = dateFormats.DATE_MED): string {
  const parts = parseIsoDateTime(iso);
  if (!parts) return '';
  const { year, month, day, hour, minute, second, millisecond, offsetMinutes } = parts;
  if (offsetMinutes === null) return formatterFor(locale, format, undefined).format(new Date(year, month - 1, day, hour, minute, second, millisecond));
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  // A whole-hour offset is a zone of tzdata's (Etc/GMT+5 is UTC-05:00, the sign reversed), which also
  // names itself when the format shows the zone. Any other offset: the wall-clock time formatted as UTC.
  const hours = offsetMinutes / 60;
  if (offsetMinutes !== 0 && Number.isInteger(hours) && hours >= -12 && hours <= 14) {
    return formatterFor(locale, format, `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`).format(new Date(wallClock - offsetMinutes * 60_000));
  }
  const formatter = formatterFor(locale, format, 'UTC');
  if (!format.timeZoneName || offsetMinutes === 0) return formatter.format(new Date(wallClock));
  // Shown as UTC, the zone is named by its offset instead: "UTC+5:30".
  return formatter
    .formatToParts(new Date(wallClock))
    .map((part) => (part.type === 'timeZoneName' ? offsetName(offsetMinutes) : part.value))
    .join('');
}

function offsetName(offsetMinutes: number): string {
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${offsetMinutes < 0 ? '-' : '+'}${Math.floor(Math.abs(offsetMinutes) / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
