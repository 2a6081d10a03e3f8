import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { devotionalsCatalog } from './catalog';
import { devotionalPaths } from './paths';
import { devotionalPageData, devotionalsPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(devotionalsCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Daily devotionals (MOD_DEVOCIONAL); a DEVOCIONAL notification opens its devotional. */
export const devotionalsModule = {
  code: church.code,
  routes: [
    {
      layout: 'DEFAULT',
      route: { path: devotionalPaths.list.path, handle: { data: devotionalsPageData }, lazy: screen(async () => (await import('./list/devotionals-page')).DevotionalsPage) },
    },
    {
      layout: 'DEFAULT',
      route: { path: devotionalPaths.detail.path, handle: { data: devotionalPageData }, lazy: screen(async () => (await import('./detail/devotional-page')).DevotionalPage) },
    },
  ],
  notificationTargets: { DEVOCIONAL: (devotionalId) => devotionalPaths.detail.href(devotionalId) },
} satisfies ChurchModule;
