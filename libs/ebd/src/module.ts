import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { ebdCatalog } from './catalog';
import { ebdPaths } from './paths';
import { ebdClassPageData, ebdClassesPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(ebdCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** Sunday-school classes (MOD_EBD); an EBD notification opens its class. */
export const ebdModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: ebdPaths.list.path, handle: { data: ebdClassesPageData }, lazy: screen(async () => (await import('./list/ebd-classes-page')).EbdClassesPage) } },
    { layout: 'DEFAULT', route: { path: ebdPaths.detail.path, handle: { data: ebdClassPageData }, lazy: screen(async () => (await import('./detail/ebd-class-page')).EbdClassPage) } },
  ],
  // The notification names the class by id; the class page finds it by id or slug.
  notificationTargets: { EBD: (classId) => ebdPaths.detail.href(classId) },
} satisfies ChurchModule;
