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
 * A load that fails offline is tried again when the connection returns, one that fails online up to
 * three more times, 2 s apart: the pieces load after the first paint, often after a member's connection
 * dropped, and a failed one would otherwise take the page down with it.
 */
export async function withShellExtras<T>(load: () => Promise<T>, tries = 4): Promise<T> {
  await yieldToMain();
  try {
    return (await Promise.all([load(), loadModuleCatalog(shellExtrasCatalog)]))[0];
  } catch (error) {
    if (navigator.onLine && --tries < 1) throw error;
    await new Promise((resolve) => (navigator.onLine ? setTimeout(resolve, 2_000) : window.addEventListener('online', resolve, { once: true })));
    return withShellExtras(load, tries);
  }
}
