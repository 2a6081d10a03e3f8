import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { liveCatalog } from './catalog';
import { embedPlayerPageData, livePageData } from './page-data';
import { livePaths } from './paths';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(liveCatalog)]);
  return { Component };
};

/**
 * The live service (MOD_CULTO, the schedule's code: §2 guards /schedule and /live with it): /live, and
 * its player alone at /embed/player for another site's frame.
 */
export const liveModule = {
  code: church.code,
  routes: [
    {
      layout: 'DEFAULT',
      route: { path: livePaths.live.path, handle: { data: livePageData }, lazy: screen(async () => (await import('./live/live-page')).LivePage) },
    },
    {
      layout: 'EMBED',
      route: {
        path: livePaths.embedPlayer.path,
        handle: { data: embedPlayerPageData },
        lazy: screen(async () => (await import('./embed/embed-player-page')).EmbedPlayerPage),
      },
    },
  ],
} satisfies ChurchModule;
