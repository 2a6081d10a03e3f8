import { i18n, type Messages } from '@lingui/core';
import type { SupportedLocale } from './locale';

export type CatalogLocale = SupportedLocale | 'pseudo';
type CatalogModule = { messages: Messages };
/** A catalog in every locale, each its own chunk: `{ en: () => import('./locales/en.po'), … }`. */
export type CatalogLoaders = Record<CatalogLocale, () => Promise<CatalogModule>>;

const shellCatalog: CatalogLoaders = {
  en: () => import('./locales/en.po'),
  'pt-BR': () => import('./locales/pt-BR.po'),
  es: () => import('./locales/es.po'),
  pseudo: () => import('./locales/pseudo.po'),
};

/** The catalogs loaded so far (the shell's and those of the modules visited), reloaded on a locale change. */
const registered = new Set<CatalogLoaders>([shellCatalog]);

async function loadInto(locale: CatalogLocale, catalogs: Iterable<CatalogLoaders>): Promise<Messages> {
  const loaded = await Promise.all([...catalogs].map((loaders) => loaders[locale]()));
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages;
}

/** Loads every registered catalog in a locale and makes it the active one. */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: await loadInto(locale, registered) });
  // Only when it changes: setting it restyles the whole page, even to the value the server rendered.
  const lang = locale === 'pseudo' ? 'en' : locale;
  if (typeof document !== 'undefined' && document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/**
 * Loads a feature module's catalog into the active locale; modules call it from their lazy routes,
 * so their strings weigh only on the screens that use them.
 */
export async function loadModuleCatalog(catalog: CatalogLoaders): Promise<void> {
  registered.add(catalog);
  const locale = (i18n.locale || 'en') as CatalogLocale;
  i18n.load(locale, await loadInto(locale, [catalog]));
}
