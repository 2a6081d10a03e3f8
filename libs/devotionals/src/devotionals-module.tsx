import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { devotionalsCatalog } from './catalog';
import { devotionalPaths } from './paths';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(devotionalsCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Daily devotionals (MOD_DEVOCIONAL). */
export const devotionalsModule: ChurchModule = {
  code: 'MOD_DEVOCIONAL',
  routes: [
    {
      layout: 'DEFAULT',
      route: { path: devotionalPaths.list.path, lazy: screen(async () => (await import('./list/devotionals-page')).DevotionalsPage) },
    },
    {
      layout: 'DEFAULT',
      route: { path: devotionalPaths.detail.path, lazy: screen(async () => (await import('./detail/devotional-page')).DevotionalPage) },
    },
  ],
};
