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
 * (MOD_APP_EXTERNO_1, MOD_APP_EXTERNO_2), and the segment is the name the church gave its app's address,
 * not the code's: which code guards an address only the church's data says. So the library declares none
 * (`code: null`) and the app page is the guard: a church with neither code goes home at once; the segment
 * of an app of the church whose own code is off goes home too (the server's token call says
 * APP_EXTERNO_DESLIGADO), as a module route of a church without the module; any other segment is the
 * not-found page. The apps reach the site's menu from the server (the tenant bootstrap's menu, under
 * each app's own name), so the shell knows nothing of this library.
 */
export const thirdPartsModule = {
  code: church.code,
  routes: [
    memberScreen(thirdPartsPaths.list.path, async () => (await import('./screens/third-party-apps-page')).ThirdPartyAppsPage),
    memberScreen(thirdPartsPaths.app.path, async () => (await import('./screens/third-party-app-page')).ThirdPartyAppPage),
  ],
} satisfies ChurchModule;
