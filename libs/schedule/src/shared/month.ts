import { DateTime } from 'luxon';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of today where the reader is. */
export function currentMonth(now: DateTime = DateTime.now()): string {
  return now.toFormat('yyyy-MM');
}

/** The month in the address when it is a real `YYYY-MM`, else the current month. */
export function monthFromQuery(value: string | null, now: DateTime = DateTime.now()): string {
  return value && MONTH.test(value) ? value : currentMonth(now);
}

/** The month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  return DateTime.fromFormat(month, 'yyyy-MM').plus({ months: offset }).toFormat('yyyy-MM');
}

/** "November 2026", "novembro de 2026", "noviembre de 2026". */
export function monthLabel(month: string, locale: string): string {
  return DateTime.fromFormat(month, 'yyyy-MM').setLocale(locale).toLocaleString({ month: 'long', year: 'numeric' });
}
