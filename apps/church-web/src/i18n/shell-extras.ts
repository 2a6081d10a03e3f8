import { type CatalogLoaders, loadModuleCatalog } from '@church/i18n';
import { yieldToMain } from '../boot/yield-to-main';

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

/**
 * Loads a lazy piece of the shell together with the extras catalog, in a task of its own: these loads
 * start inside the router's first navigation and hydration's effects, which they would make longer.
 */
export async function withShellExtras<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain();
  const [loaded] = await Promise.all([load(), loadModuleCatalog(shellExtrasCatalog)]);
  return loaded;
}
