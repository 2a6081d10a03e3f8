/** An amount as a person types it ("25", "25,50", "1.234,56", "1,234.56") in cents, or null when it is not one. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const lastSeparator = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'));
  const decimals = lastSeparator >= 0 && cleaned.length - lastSeparator - 1 <= 2 ? cleaned.slice(lastSeparator + 1) : '';
  const whole = (decimals || lastSeparator === cleaned.length - 1 ? cleaned.slice(0, lastSeparator) : cleaned).replace(/[.,]/g, '');
  const cents = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as an amount to type again (no currency sign, the locale's decimal separator). */
export function amountText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}
