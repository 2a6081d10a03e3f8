import type { CatalogLoaders } from '@church/i18n';

/** The payment screens' messages (methods, statuses, card fields); the screens that pay load it with their own catalog. */
export const paymentUiCatalog: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'pt-BR': () => import('./locales/pt-BR.po'),
  es: () => import('./locales/es.po'),
  pseudo: () => import('./locales/pseudo.po'),
};
