/**
 * Dates are formatted with Intl. Given the church's time zone (`Igreja.fusoHorario`), as every screen of
 * the site gives it, a date-time is shown as a clock in that zone reads it, whatever offset it was sent
 * with and whatever zone the reader's device is in: the server's render and the browser's first render
 * (which hydrates it) then say the same, and a visitor abroad reads the church's times. A date or a
 * date-time without an offset is a wall-clock value already (a birthday, a meeting at 19:30): it is shown
 * as it is. Without a zone, a date-time is shown in the offset its ISO string carries, or in the reader's
 * zone when it carries none: the text Luxon's `fromISO(iso, { setZone: true })` gave, without Luxon's code
 * on the church home (issue 10: its first run was a long task on a slow phone). Formatters are made once
 * per locale, zone and format. Luxon's presets (DateTime.DATE_FULL…) are such formats too.
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

/**
 * A date in the locale; `format` is Intl's options (dateFormats, or a Luxon preset such as DATE_FULL);
 * `timeZone` the church's IANA zone, in which the date is shown (see above). '' when `iso` is not a date.
 */
export function formatDate(iso: string, locale: string, format: Intl.DateTimeFormatOptions = dateFormats.DATE_MED, timeZone?: string): string {
  const parts = parseIsoDateTime(iso);
  if (!parts) return '';
  if (timeZone) return formatInZone(parts, locale, format, timeZone);
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

/** The UTC milliseconds of the parts' wall-clock reading (their offset left aside). */
const wallClockOf = ({ year, month, day, hour, minute, second, millisecond }: IsoDateTime) => Date.UTC(year, month - 1, day, hour, minute, second, millisecond);

function formatInZone(parts: IsoDateTime, locale: string, format: Intl.DateTimeFormatOptions, timeZone: string): string {
  const wallClock = wallClockOf(parts);
  if (parts.offsetMinutes !== null) return formatterFor(locale, format, timeZone).format(new Date(wallClock - parts.offsetMinutes * 60_000));
  // A wall-clock value reads the same in any zone: UTC shows it unchanged. Only a format that names the
  // zone needs the moment it is in the church's zone, for the zone's name then (EST or EDT).
  if (!format.timeZoneName) return formatterFor(locale, format, 'UTC').format(new Date(wallClock));
  return formatterFor(locale, format, timeZone).format(new Date(instantOfWallClock(wallClock, timeZone)));
}

const OFFSET_FORMAT = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' } as const;

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function zoneOffsetAt(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor('en-US', OFFSET_FORMAT, timeZone).formatToParts(new Date(instant))) fields[part.type] = Number(part.value);
  const reading = Date.UTC(fields.year ?? 0, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0);
  return reading - (instant - (instant % 1000 + 1000) % 1000);
}

/** The instant at which the zone's clocks read `wallClock` (UTC milliseconds of that reading). */
function instantOfWallClock(wallClock: number, timeZone: string): number {
  const first = wallClock - zoneOffsetAt(wallClock, timeZone);
  return wallClock - zoneOffsetAt(first, timeZone);
}

/** The calendar day (`YYYY-MM-DD`) of an ISO date-time in a time zone: the church's day it happens on. Null when it is not a date. */
export function calendarDayInZone(iso: string, timeZone: string): string | null {
  const parts = parseIsoDateTime(iso);
  if (!parts) return null;
  if (parts.offsetMinutes === null) return isoCalendarDay(iso);
  const fields: Record<string, string> = {};
  const instant = wallClockOf(parts) - parts.offsetMinutes * 60_000;
  for (const part of formatterFor('en-US', OFFSET_FORMAT, timeZone).formatToParts(new Date(instant))) fields[part.type] = part.value;
  return `${(fields.year ?? '').padStart(4, '0')}-${(fields.month ?? '').padStart(2, '0')}-${(fields.day ?? '').padStart(2, '0')}`;
}
