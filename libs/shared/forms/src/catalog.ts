import type { CatalogLoaders } from '@church/i18n';

/** The validation messages; screens with forms load it with their own catalog. */
export const formsCatalog: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'pt-BR': () => import('./locales/pt-BR.po'),
  es: () => import('./locales/es.po'),
  pseudo: () => import('./locales/pseudo.po'),
};
