import { type CatalogLoaders, loadModuleCatalog } from '@church/i18n';

/**
 * The shell's messages that the first paint does not show (error pages, footer, offline notice,
 * audio player…): their own catalog, loaded with the lazy component that shows them.
 */
export const shellExtrasCatalog: CatalogLoaders = {
  en: () => import('../locales/en.po'),
  'pt-BR': () => import('../locales/pt-BR.po'),
  es: () => import('../locales/es.po'),
  pseudo: () => import('../locales/pseudo.po'),
};

/** Loads a lazy piece of the shell together with the extras catalog. */
export async function withShellExtras<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadModuleCatalog(shellExtrasCatalog)]);
  return loaded;
}
