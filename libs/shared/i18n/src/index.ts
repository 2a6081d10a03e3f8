export { activateLocale, loadModuleCatalog } from './load-catalog';
export type { CatalogLoaders, CatalogLocale } from './load-catalog';
export { FALLBACK_LOCALE, normaliseIdioma, resolveLocale, SUPPORTED_LOCALES } from './locale';
export type { SupportedLocale } from './locale';
export { calendarDayInZone, dateFormats, formatDate, isoCalendarDay, parseIsoDateTime } from './format';
export type { IsoDateTime } from './format';
export { formatCurrency, formatKilometres, formatWholeCurrency } from './format-numbers';
export { ChurchTimeZoneProvider, useChurchTimeZone } from './church-time-zone';
