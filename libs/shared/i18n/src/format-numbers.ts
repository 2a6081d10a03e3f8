// Apart from format.ts, which the first paint needs: only lazy screens format numbers, so this module
// stays out of the entry chunk.

/** Money in the church's currency, formatted for the reader's locale (§9). */
export function formatCurrency(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

/** A distance in kilometres, for church lists sorted by distance. */
export function formatKilometres(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(value);
}
