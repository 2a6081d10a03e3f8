import { contentCatalog } from '@church/content/catalog';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { videosCatalog } from './catalog';
import { videoPaths } from './paths';
import { videoPageData, videosPageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(videosCatalog), loadModuleCatalog(contentCatalog)]);
  return { Component };
};

/** The church's video playlist. The specification gives videos no module code. */
export const videosModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: videoPaths.list.path, handle: { data: videosPageData }, lazy: screen(async () => (await import('./list/videos-page')).VideosPage) } },
    { layout: 'DEFAULT', route: { path: videoPaths.detail.path, handle: { data: videoPageData }, lazy: screen(async () => (await import('./detail/video-page')).VideoPage) } },
  ],
} satisfies ChurchModule;
