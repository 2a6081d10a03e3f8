import { calendarDayInZone, formatDate } from '@church/i18n';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthOf = (year: number, monthIndex: number) => `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;

/**
 * `YYYY-MM` of today where the church is (`timeZone`, its zone), so that the server that renders the page
 * and the browser that hydrates it ask for the same month; where the reader is without a zone.
 */
export function currentMonth(now: Date = new Date(), timeZone?: string): string {
  const day = timeZone ? calendarDayInZone(now.toISOString(), timeZone) : null;
  return day ? day.slice(0, 7) : monthOf(now.getFullYear(), now.getMonth());
}

/** The month in the address when it is a real `YYYY-MM`, else the church's current month. */
export function monthFromQuery(value: string | null, now: Date = new Date(), timeZone?: string): string {
  return value && MONTH.test(value) ? value : currentMonth(now, timeZone);
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
