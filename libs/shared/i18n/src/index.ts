export { activateLocale, loadModuleCatalog } from './load-catalog';
export type { CatalogLoaders, CatalogLocale } from './load-catalog';
export { FALLBACK_LOCALE, normaliseIdioma, resolveLocale, SUPPORTED_LOCALES } from './locale';
export type { SupportedLocale } from './locale';
export { formatDate } from './format';
export { formatCurrency, formatKilometres } from './format-numbers';
