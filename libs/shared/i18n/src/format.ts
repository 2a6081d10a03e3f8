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

/** Money in the church's currency, formatted for the reader's locale (§9). */
export function formatCurrency(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

/** A distance in kilometres, for church lists sorted by distance. */
export function formatKilometres(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(value);
}
