import { msg } from '@lingui/core/macro';
import { contentCatalog } from '@church/content/catalog';
import { formsCatalog } from '@church/forms';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import { type ComponentType, lazy } from 'react';
import { prayerCatalog } from './catalog';
import { prayerHomePageData, prayerRequestPageData, prayerWallPageData } from './page-data';
import { prayerPaths } from './paths';
import { church } from '../package.json';

const loadCatalog = () => loadModuleCatalog(prayerCatalog);

/** A lazy screen whose code and catalogs (its own, the shared content's and forms') load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadCatalog(), loadModuleCatalog(contentCatalog), loadModuleCatalog(formsCatalog)]);
  return { Component };
};

const memberScreens = () => import('./prayer-screens');

/** A screen that needs a signed-in member (§6: sharing, deleting and the member's own requests). */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: { path, handle: { auth: 'required' }, lazy: screen(load) },
});

/** The home's prayer wall, loaded with the module's catalogs after the home's first paint. */
const loadPrayerWallSection = async () => {
  const [section] = await Promise.all([import('./home/prayer-wall-section'), loadCatalog()]);
  return section.PrayerWallSection;
};
const PrayerWallSection = lazy(async () => ({ default: await loadPrayerWallSection() }));

/** The prayer wall and prayer requests (MOD_MURAL_ORACAO); the wall and its requests are rendered on the server. */
export const prayerModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: prayerPaths.wall.path, handle: { data: prayerWallPageData }, lazy: screen(async () => (await import('./wall/prayer-wall-page')).PrayerWallPage) } },
    memberScreen(prayerPaths.newRequest.path, async () => (await memberScreens()).NewPrayerPage),
    { layout: 'DEFAULT', route: { path: prayerPaths.newSuccess.path, handle: { auth: 'optional' }, lazy: screen(async () => (await memberScreens()).NewPrayerSuccessPage) } },
    {
      layout: 'DEFAULT',
      route: { path: prayerPaths.detail.path, handle: { data: prayerRequestPageData }, lazy: screen(async () => (await import('./detail/prayer-request-page')).PrayerRequestPage) },
    },
    memberScreen(prayerPaths.delete.path, async () => (await memberScreens()).DeletePrayerPage),
    { layout: 'DEFAULT', route: { path: prayerPaths.deleteSuccess.path, handle: { auth: 'optional' }, lazy: screen(async () => (await memberScreens()).DeletePrayerSuccessPage) } },
    memberScreen(prayerPaths.mine.path, async () => (await memberScreens()).MyPrayersPage),
    memberScreen(prayerPaths.mineDetail.path, async () => (await memberScreens()).MyPrayerPage),
  ],
  accountLinks: [{ id: 'prayer', order: 50, to: prayerPaths.mine.href(), label: msg`My prayer requests`, loadCatalog }],
  homeSections: [{ id: 'prayer-wall', order: 35, Component: PrayerWallSection, load: loadPrayerWallSection, data: prayerHomePageData }],
} satisfies ChurchModule;
