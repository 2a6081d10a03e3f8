import type { CatalogLoaders } from '@church/i18n';

export const playCatalog: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'pt-BR': () => import('./locales/pt-BR.po'),
  es: () => import('./locales/es.po'),
  pseudo: () => import('./locales/pseudo.po'),
};
