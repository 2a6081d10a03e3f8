import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { playCatalog } from './catalog';
import { playPaths } from './paths';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(playCatalog)]);
  return { Component };
};

/**
 * The subscription video area (MOD_ASSINATURA), in the PLAY layout. Not in the shell yet: its
 * package.json has no `church` manifest until the watch page, the checkout and /user/subscriptions
 * exist; the manifest will then say `"code": "MOD_ASSINATURA", "areas": ["play"]` and this code will be
 * read from it, as the other modules do.
 */
export const playModule = {
  code: 'MOD_ASSINATURA',
  routes: [
    { layout: 'PLAY', route: { path: playPaths.home.path, handle: { auth: 'optional' }, lazy: screen(async () => (await import('./home/play-home-page')).PlayHomePage) } },
    { layout: 'PLAY', route: { path: playPaths.search.path, lazy: screen(async () => (await import('./search/search-page')).SearchPage) } },
  ],
} satisfies ChurchModule;
