import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import type { ComponentType } from 'react';
import { thirdPartsCatalog } from './catalog';
import { thirdPartsPaths } from './paths';
import { church } from '../package.json';

/** A screen of the member area (§2: login required), its code and catalog loaded together. */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: {
    path,
    handle: { auth: 'required' },
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadModuleCatalog(thirdPartsCatalog)]);
      return { Component };
    },
  },
});

/**
 * Third-party apps (§2 `/third-parts/{app}`). Two module codes guard them, one per app
 * (MOD_APP_EXTERNO_1, MOD_APP_EXTERNO_2), and a route carries one code: so the library declares none
 * (`code: null`) and its screens send a church with neither code home themselves, while the server
 * answers only for an app whose own code the church has on.
 */
export const thirdPartsModule = {
  code: church.code,
  routes: [
    memberScreen(thirdPartsPaths.list.path, async () => (await import('./screens/third-party-apps-page')).ThirdPartyAppsPage),
    memberScreen(thirdPartsPaths.app.path, async () => (await import('./screens/third-party-app-page')).ThirdPartyAppPage),
  ],
} satisfies ChurchModule;
