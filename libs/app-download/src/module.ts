import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import { lazy } from 'react';
import { appDownloadCatalog } from './catalog';
import { listenForInstallEvent } from './install/install-event';
import { church } from '../package.json';

// The browser fires its install event once, when it decides the site is installable, maybe before the
// section below has loaded: this descriptor loads with the home's sections, and keeps the event from then.
if (typeof window !== 'undefined') listenForInstallEvent(window);

/** The home's app download, loaded with the module's catalog after the home's first paint. */
const loadAppDownloadSection = async () => {
  const [section] = await Promise.all([import('./home/app-download-section'), loadModuleCatalog(appDownloadCatalog)]);
  return section.AppDownloadSection;
};
const AppDownloadSection = lazy(async () => ({ default: await loadAppDownloadSection() }));

/**
 * The app download at the foot of every church's home (§2 "/"): the church's own app in the stores, or
 * the installable web app. No screens of its own; every church has it.
 */
export const appDownloadModule = {
  code: church.code,
  routes: [],
  homeSections: [{ id: 'app-download', order: 90, Component: AppDownloadSection, load: loadAppDownloadSection }],
} satisfies ChurchModule;
