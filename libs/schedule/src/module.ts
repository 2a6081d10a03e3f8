import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import { type ComponentType, lazy } from 'react';
import { scheduleCatalog } from './catalog';
import { schedulePaths } from './paths';
import { comingWeekPageData, schedulePageData } from './page-data';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(scheduleCatalog)]);
  return { Component };
};

/** The home's "This week", loaded with the module's catalog after the home's first paint. */
const loadComingWeekSection = async () => {
  const [section] = await Promise.all([import('./home/coming-week-section'), loadModuleCatalog(scheduleCatalog)]);
  return section.ComingWeekSection;
};
const ComingWeekSection = lazy(async () => ({ default: await loadComingWeekSection() }));

/** The schedule by month (MOD_CULTO), and the coming week on the church home. */
export const scheduleModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: schedulePaths.schedule.path, handle: { data: schedulePageData }, lazy: screen(async () => (await import('./month/schedule-page')).SchedulePage) } },
  ],
  // A CULTO notification is about this week's services: it opens the current month.
  notificationTargets: { CULTO: () => schedulePaths.schedule.href() },
  homeSections: [{ id: 'schedule-this-week', order: 20, Component: ComingWeekSection, load: loadComingWeekSection, data: comingWeekPageData }],
} satisfies ChurchModule;
