import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { newsCatalog } from './catalog';
import { newsPaths } from './paths';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(newsCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** The church's news (MOD_NOTICIA). */
export const newsModule: ChurchModule = {
  code: 'MOD_NOTICIA',
  routes: [
    { layout: 'DEFAULT', route: { path: newsPaths.list.path, lazy: screen(async () => (await import('./list/news-page')).NewsPage) } },
    {
      layout: 'DEFAULT',
      route: { path: newsPaths.detail.path, lazy: screen(async () => (await import('./detail/news-item-page')).NewsItemPage) },
    },
  ],
};
