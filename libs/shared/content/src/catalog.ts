import type { CatalogLoaders } from '@church/i18n';

/** The messages the content modules share; each content module loads it with its own catalog. */
export const contentCatalog: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'pt-BR': () => import('./locales/pt-BR.po'),
  es: () => import('./locales/es.po'),
  pseudo: () => import('./locales/pseudo.po'),
};
