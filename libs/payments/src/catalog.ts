import type { CatalogLoaders } from '@church/i18n';

/** The payments library's messages: its own screens', and the payment form's, which the checkouts load with theirs. */
export const paymentsCatalog: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'pt-BR': () => import('./locales/pt-BR.po'),
  es: () => import('./locales/es.po'),
  pseudo: () => import('./locales/pseudo.po'),
};
