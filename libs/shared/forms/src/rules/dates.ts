import { DateTime } from 'luxon';

/** The date format people type in each interface language. */
export function dateInputFormat(locale: string): string {
  return locale.toLowerCase().startsWith('en') ? 'MM/dd/yyyy' : 'dd/MM/yyyy';
}

/** What the format looks like to a person (DD/MM/AAAA in Portuguese, MM/DD/YYYY in English…). */
export function dateInputPlaceholder(locale: string): string {
  const lower = locale.toLowerCase();
  if (lower.startsWith('pt')) return 'DD/MM/AAAA';
  if (lower.startsWith('es')) return 'DD/MM/AAAA';
  return 'MM/DD/YYYY';
}

/** A typed date in the locale's format as ISO (yyyy-MM-dd), or null when it is not a real date. */
export function parseLocalDate(value: string, locale: string): string | null {
  const parsed = DateTime.fromFormat(value.trim(), dateInputFormat(locale), { zone: 'utc' });
  return parsed.isValid ? parsed.toISODate() : null;
}

/** An ISO date shown in the locale's input format. */
export function formatLocalDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const parsed = DateTime.fromISO(iso, { zone: 'utc' });
  return parsed.isValid ? parsed.toFormat(dateInputFormat(locale)) : '';
}

/** §5 birthdate: a valid date in the locale's format and before today. */
export function isValidBirthdate(value: string, locale: string, today: DateTime = DateTime.now()): boolean {
  const iso = parseLocalDate(value, locale);
  if (!iso) return false;
  const todayIso = today.toISODate();
  return Number(iso.slice(0, 4)) >= 1900 && todayIso !== null && iso < todayIso;
}
