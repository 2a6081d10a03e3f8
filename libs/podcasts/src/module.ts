import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { podcastsCatalog } from './catalog';
import { podcastPaths } from './paths';
import { podcastPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(podcastsCatalog)]);
  return { Component };
};

/** The church's podcast, from its RSS feed. The specification gives podcasts no module code. */
export const podcastsModule = {
  code: church.code,
  routes: [
    {
      layout: 'DEFAULT',
      route: { path: podcastPaths.episodes.path, handle: { data: podcastPageData }, lazy: screen(async () => (await import('./episodes/podcast-page')).PodcastPage) },
    },
  ],
} satisfies ChurchModule;
