import { DateTime } from 'luxon';
import { formatDate } from '@church/i18n';

/** When an event happens, in the reader's language: "Sat, Dec 5, 2026, 7:30 PM – 9:30 PM" or across days. */
export function eventWhen(start: string, end: string | null | undefined, locale: string): string {
  const from = formatDate(start, locale, DateTime.DATETIME_MED_WITH_WEEKDAY);
  if (!end) return from;
  const sameDay = DateTime.fromISO(start).hasSame(DateTime.fromISO(end), 'day');
  return `${from} – ${formatDate(end, locale, sameDay ? DateTime.TIME_SIMPLE : DateTime.DATETIME_MED_WITH_WEEKDAY)}`;
}
