import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute, LayoutName } from '@church/routing';
import type { ComponentType } from 'react';
import { readingPlansCatalog } from './catalog';
import { embedReadingPlansPaths, readingPlansPaths } from './paths';
import { church } from '../package.json';

type Screens = typeof import('./reading-plans-screens');

/** A screen of the member's reading plans (§6: login required): its code and catalog load together. */
const memberScreen = (layout: LayoutName, path: string, pick: (screens: Screens) => ComponentType): ChurchRoute => ({
  layout,
  route: {
    path,
    handle: { auth: 'required' },
    lazy: async () => {
      const [screens] = await Promise.all([import('./reading-plans-screens'), loadModuleCatalog(readingPlansCatalog)]);
      return { Component: pick(screens) };
    },
  },
});

/** §2's four screens in a layout, under its base. */
const screensIn = (layout: LayoutName, paths: typeof readingPlansPaths): ChurchRoute[] => [
  memberScreen(layout, paths.list.path, (screens) => screens.ReadingPlansPage),
  memberScreen(layout, paths.plan.path, (screens) => screens.ReadingPlanPage),
  memberScreen(layout, paths.delete.path, (screens) => screens.DeleteReadingPlanPage),
  memberScreen(layout, paths.deleted.path, (screens) => screens.ReadingPlanDeletedPage),
];

/** Reading plans (every church; login required): the church's plans, and the member's progress in them; also in the EMBED layout. */
export const readingPlansModule = {
  code: church.code,
  routes: [...screensIn('DEFAULT', readingPlansPaths), ...screensIn('EMBED', embedReadingPlansPaths)],
  accountLinks: [
    { id: 'reading-plans', order: 60, to: readingPlansPaths.list.href('mine'), label: msg`My reading plans`, loadCatalog: () => loadModuleCatalog(readingPlansCatalog) },
  ],
} satisfies ChurchModule;
