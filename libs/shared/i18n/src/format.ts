import { DateTime } from 'luxon';

/** Dates go through Luxon in the active locale; `format` is a Luxon preset such as DATE_FULL. */
export function formatDate(
  iso: string,
  locale: string,
  format: Intl.DateTimeFormatOptions = DateTime.DATE_MED,
): string {
  const date = DateTime.fromISO(iso, { setZone: true });
  return date.isValid ? date.setLocale(locale).toLocaleString(format) : '';
}
