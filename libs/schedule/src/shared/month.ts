import { formatDate } from '@church/i18n';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthOf = (year: number, monthIndex: number) => `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;

/** `YYYY-MM` of today where the reader is. */
export function currentMonth(now: Date = new Date()): string {
  return monthOf(now.getFullYear(), now.getMonth());
}

/** The month in the address when it is a real `YYYY-MM`, else the current month. */
export function monthFromQuery(value: string | null, now: Date = new Date()): string {
  return value && MONTH.test(value) ? value : currentMonth(now);
}

/** The month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + offset;
  return monthOf(Math.floor(index / 12), ((index % 12) + 12) % 12);
}

/** "November 2026", "novembro de 2026", "noviembre de 2026". */
export function monthLabel(month: string, locale: string): string {
  return formatDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });
}
