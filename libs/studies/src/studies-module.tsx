import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { studiesCatalog } from './catalog';
import { studyPaths } from './paths';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(studiesCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/**
 * Bible studies for small groups, part of the small-groups module (MOD_CELULA). Public or for
 * members only as the church's study configuration says (the screens check it).
 */
export const studiesModule: ChurchModule = {
  code: 'MOD_CELULA',
  routes: [
    { layout: 'DEFAULT', route: { path: studyPaths.list.path, lazy: screen(async () => (await import('./list/studies-page')).StudiesPage) } },
    { layout: 'DEFAULT', route: { path: studyPaths.detail.path, lazy: screen(async () => (await import('./detail/study-page')).StudyPage) } },
  ],
};
