import type { PageDataArgs } from '@church/data-access';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { churchHomeCatalog } from './catalog';
import { HomePage } from './home/home-page';
import { churchHomePaths } from './paths';
import { church } from '../package.json';

// The church home's descriptor is in the first bundle: what its other pages need loads with them.
const aboutPageData = async (args: PageDataArgs) => (await import('./page-data')).aboutPageData(args);
const churchesPageData = async (args: PageDataArgs) => (await import('./page-data')).churchesPageData(args);

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(churchHomeCatalog)]);
  return { Component };
};

/** The screens every church has: its home, about us, and the organization's church list. */
export const churchHomeModule = {
  code: church.code,
  routes: [
    {
      layout: 'HOME',
      // The church home is every visit's first screen: its code is in the first bundle, and its
      // messages are in the shell's first-paint catalog (lingui.config.ts).
      route: { path: churchHomePaths.home.path, Component: HomePage },
    },
    {
      layout: 'DEFAULT',
      route: { path: churchHomePaths.about.path, handle: { data: aboutPageData }, lazy: screen(async () => (await import('./about/about-page')).AboutPage) },
    },
    {
      layout: 'DEFAULT',
      route: {
        path: churchHomePaths.churches.path, handle: { data: churchesPageData },
        lazy: screen(async () => (await import('./churches/churches-page')).ChurchesPage),
      },
    },
  ],
} satisfies ChurchModule;
