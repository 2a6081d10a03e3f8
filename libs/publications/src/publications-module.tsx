import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { publicationsCatalog } from './catalog';
import { publicationPaths } from './paths';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(publicationsCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Publications and publication types (MOD_PUBLICACAO). */
export const publicationsModule: ChurchModule = {
  code: 'MOD_PUBLICACAO',
  routes: [
    {
      layout: 'DEFAULT',
      route: {
        path: publicationPaths.types.path,
        lazy: screen(async () => (await import('./types/publication-types-page')).PublicationTypesPage),
      },
    },
    {
      layout: 'DEFAULT',
      route: { path: publicationPaths.list.path, lazy: screen(async () => (await import('./list/publications-page')).PublicationsPage) },
    },
    {
      layout: 'DEFAULT',
      route: { path: publicationPaths.detail.path, lazy: screen(async () => (await import('./detail/publication-page')).PublicationPage) },
    },
  ],
};
