import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { studiesCatalog } from './catalog';
import { studyPaths } from './paths';
import { studiesPageData, studyPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(studiesCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/**
 * Bible studies for small groups, part of the small-groups module (MOD_CELULA). Public or for
 * members only as the church's study configuration says (the screens check it).
 */
export const studiesModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: studyPaths.list.path, handle: { data: studiesPageData }, lazy: screen(async () => (await import('./list/studies-page')).StudiesPage) } },
    { layout: 'DEFAULT', route: { path: studyPaths.detail.path, handle: { data: studyPageData }, lazy: screen(async () => (await import('./detail/study-page')).StudyPage) } },
  ],
} satisfies ChurchModule;
