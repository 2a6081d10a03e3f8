import { formsCatalog } from '@church/forms';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute, LayoutName } from '@church/routing';
import { accessCatalog } from './catalog';
import { accessPaths } from './paths';
import { church } from '../package.json';

const redirect = (path: string): ChurchRoute => ({
  layout: 'DEFAULT',
  route: {
    path,
    handle: { auth: 'visitor' },
    lazy: async () => ({ Component: (await import('./access-redirect')).AccessRedirect }),
  },
});

/** The access screen in a layout: the site's own (/access), or the EMBED layout's for a page under /embed/ (/embed/access). */
const accessScreen = (layout: LayoutName, path: string): ChurchRoute => ({
  layout,
  route: {
    path,
    handle: { auth: 'visitor' },
    lazy: async () => {
      const [{ AccessPage }] = await Promise.all([import('./access-page'), loadModuleCatalog(accessCatalog), loadModuleCatalog(formsCatalog)]);
      return { Component: AccessPage };
    },
  },
});

/** Signing in and registering (§2 /access): visitors only; an embedded page's sign-in stays in the EMBED layout and returns there. */
export const accessModule = {
  code: church.code,
  routes: [
    accessScreen('DEFAULT', accessPaths.access.path),
    accessScreen('EMBED', accessPaths.embedAccess.path),
    redirect('/login'),
    redirect('/register'),
    redirect('/reset-password'),
  ],
} satisfies ChurchModule;
