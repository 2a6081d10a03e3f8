import { calendarDayInZone, dateFormats, formatDate, isoCalendarDay } from '@church/i18n';

/**
 * When an event happens, in the reader's language and at the church's time (`timeZone`, the church's
 * zone): "Sat, Dec 5, 2026, 7:30 PM – 9:30 PM", or with both dates when it runs across days (the days
 * where the church is, not where the reader or the server that rendered the page is).
 */
export function eventWhen(start: string, end: string | null | undefined, locale: string, timeZone?: string): string {
  const from = formatDate(start, locale, dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone);
  if (!end) return from;
  const dayOf = (iso: string) => (timeZone ? calendarDayInZone(iso, timeZone) : isoCalendarDay(iso));
  const sameDay = dayOf(start) === dayOf(end);
  return `${from} – ${formatDate(end, locale, sameDay ? dateFormats.TIME_SIMPLE : dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone)}`;
}
