import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { ebdCatalog } from './catalog';
import { ebdPaths } from './paths';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(ebdCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Sunday-school classes (MOD_EBD). */
export const ebdModule: ChurchModule = {
  code: 'MOD_EBD',
  routes: [
    { layout: 'DEFAULT', route: { path: ebdPaths.list.path, lazy: screen(async () => (await import('./list/ebd-classes-page')).EbdClassesPage) } },
    { layout: 'DEFAULT', route: { path: ebdPaths.detail.path, lazy: screen(async () => (await import('./detail/ebd-class-page')).EbdClassPage) } },
  ],
};
