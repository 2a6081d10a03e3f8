import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { ministriesCatalog } from './catalog';
import { ministryPaths } from './paths';
import { ministriesPageData, ministryPageData, projectPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(ministriesCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Ministries and their projects; the specification gives them no module code, so every church has them. */
export const ministriesModule = {
  code: church.code,
  routes: [
    {
      layout: 'DEFAULT',
      route: { path: ministryPaths.list.path, handle: { data: ministriesPageData }, lazy: screen(async () => (await import('./list/ministries-page')).MinistriesPage) },
    },
    {
      layout: 'DEFAULT',
      route: { path: ministryPaths.detail.path, handle: { data: ministryPageData }, lazy: screen(async () => (await import('./detail/ministry-page')).MinistryPage) },
    },
    {
      layout: 'DEFAULT',
      route: { path: ministryPaths.project.path, handle: { data: projectPageData }, lazy: screen(async () => (await import('./project/project-page')).ProjectPage) },
    },
  ],
} satisfies ChurchModule;
