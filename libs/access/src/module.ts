import { formsCatalog } from '@church/forms';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute } from '@church/routing';
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

/** Signing in and registering (§2 /access): visitors only. */
export const accessModule = {
  code: church.code,
  routes: [
    {
      layout: 'DEFAULT',
      route: {
        path: accessPaths.access.path,
        handle: { auth: 'visitor' },
        lazy: async () => {
          const [{ AccessPage }] = await Promise.all([
            import('./access-page'),
            loadModuleCatalog(accessCatalog),
            loadModuleCatalog(formsCatalog),
          ]);
          return { Component: AccessPage };
        },
      },
    },
    redirect('/login'),
    redirect('/register'),
    redirect('/reset-password'),
  ],
} satisfies ChurchModule;
