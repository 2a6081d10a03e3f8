// Apart from format.ts, which the first paint needs: only lazy screens format numbers, so this module
// stays out of the entry chunk.

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and options: making one costs far more than using it (a list of prices makes many calls). */
function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Money in the church's currency, formatted for the reader's locale (§9). */
export function formatCurrency(value: number, currency: string, locale: string): string {
  return formatterFor(locale, { style: 'currency', currency }).format(value);
}

/** A whole amount of money without its cents ("$50", "R$ 50"), as a suggestion to tap. */
export function formatWholeCurrency(value: number, currency: string, locale: string): string {
  return formatterFor(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
}

/** A distance in kilometres, for church lists sorted by distance. */
export function formatKilometres(value: number, locale: string): string {
  return formatterFor(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(value);
}
