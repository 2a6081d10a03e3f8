import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { publicationsCatalog } from './catalog';
import { publicationPaths } from './paths';
import { publicationPageData, publicationTypesPageData, publicationsPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(publicationsCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Publications and publication types (MOD_PUBLICACAO). */
export const publicationsModule = {
  code: church.code,
  routes: [
    {
      layout: 'DEFAULT',
      route: {
        path: publicationPaths.types.path, handle: { data: publicationTypesPageData },
        lazy: screen(async () => (await import('./types/publication-types-page')).PublicationTypesPage),
      },
    },
    {
      layout: 'DEFAULT',
      route: { path: publicationPaths.list.path, handle: { data: publicationsPageData }, lazy: screen(async () => (await import('./list/publications-page')).PublicationsPage) },
    },
    {
      layout: 'DEFAULT',
      route: { path: publicationPaths.detail.path, handle: { data: publicationPageData }, lazy: screen(async () => (await import('./detail/publication-page')).PublicationPage) },
    },
  ],
} satisfies ChurchModule;
